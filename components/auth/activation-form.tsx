"use client";

import Link from "next/link";
import { useState } from "react";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";

type Activation = { email: string; firstname: string; lastname: string; company_name: string };
const fields = [
  { name: "firstname", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "lastname", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Confirm Password", type: "password", autoComplete: "new-password" },
] as const;

export function ActivationForm({ token, activation }: { token: string; activation: Activation }) {
  const [done, setDone] = useState(false);
  const kit = useApiForm({
    schema: () => import("@/lib/contract/user").then((m) => m.activateInput),
    defaultValues: {
      firstname: activation.firstname,
      lastname: activation.lastname,
      password: "",
      confirm: "",
    },
    submit: (values) => api(`/user/activate/${token}`, { method: "POST", body: values }),
    onSuccess: () => setDone(true),
    failureToast: "An error occurred activating user",
  });

  if (done) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Your account is ready</CardTitle>
          <CardDescription>Sign in with {activation.email} and the password you just chose.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link href={`/login?email=${encodeURIComponent(activation.email)}`}>Sign in</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Set up your account</CardTitle>
        <CardDescription>
          {activation.email} · {activation.company_name}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          {fields.map((field) => (
            <FormField
              key={field.name}
              kit={kit}
              name={field.name}
              id={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
            />
          ))}
          <FormMessage kit={kit} />
          <SubmitButton kit={kit} className="w-full">
            Activate account
          </SubmitButton>
        </ApiFormElement>
      </CardContent>
    </Card>
  );
}
