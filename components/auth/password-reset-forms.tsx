"use client";

import Link from "next/link";
import { useState } from "react";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";

type Answer = { message: string };

function Done({ title, message, email }: { title: string; message: string; email?: string }) {
  const href = email ? `/login?email=${encodeURIComponent(email)}` : "/login";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription role="status">{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link href={href}>Go to sign in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Forgot password": an email, answered the same whether or not it has an account. */
export function ForgotPasswordForm({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const kit = useApiForm({
    schema: () => import("@/lib/contract/auth").then((m) => m.forgotPasswordInput),
    defaultValues: { email },
    submit: (values) => api<Answer>("/auth/forgot-password", { method: "POST", body: values }),
    onSuccess: (answer) => setSent(answer.message),
  });
  if (sent) return <Done title="Check your email" message={sent} />;
  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold text-xl leading-none">Reset your password</h1>
        <CardDescription>
          Enter the email you sign in with. We will mail you a link to choose a new password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          <FormField kit={kit} name="email" id="email" label="Email" type="email" autoComplete="username" />
          <FormMessage kit={kit} />
          <SubmitButton kit={kit} className="w-full">
            Send reset link
          </SubmitButton>
          <Link href="/login" className="text-center text-muted-foreground text-sm hover:underline">
            Back to sign in
          </Link>
        </ApiFormElement>
      </CardContent>
    </Card>
  );
}

/** The page the reset mail links to: a new password, twice. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState<string | null>(null);
  const kit = useApiForm({
    schema: () => import("@/lib/contract/auth").then((m) => m.resetPasswordInput),
    defaultValues: { token, password: "", confirm: "" },
    submit: (values) => api<Answer>("/auth/reset-password", { method: "POST", body: values }),
    onSuccess: (answer) => setDone(answer.message),
    failureToast: "An error occurred updating password",
  });
  if (done) return <Done title="Password reset" message={done} email={email} />;
  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold text-xl leading-none">Choose a new password</h1>
        <CardDescription>
          For {email}. At least 8 characters. Every device signed in to this account is signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          <input type="hidden" autoComplete="username" value={email} readOnly />
          <FormField
            kit={kit}
            name="password"
            id="password"
            label="New Password"
            type="password"
            autoComplete="new-password"
          />
          <FormField
            kit={kit}
            name="confirm"
            id="confirm"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
          />
          <FormMessage kit={kit} />
          <SubmitButton kit={kit} className="w-full">
            Reset password
          </SubmitButton>
        </ApiFormElement>
      </CardContent>
    </Card>
  );
}
