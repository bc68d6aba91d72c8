"use client";

import type * as React from "react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FieldShell } from "@/components/shared/field-shell";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import type { SsoStartDto } from "@/lib/contract/sso";

type Errors = { email?: string; password?: string; form?: string };

/** A required field whose id, name and type are all its key, with its message below. */
function CredentialField({
  id,
  label,
  error,
  ...input
}: { id: "email" | "password"; label: string; error?: string } & React.ComponentProps<typeof Input>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <Input
        id={id}
        name={id}
        type={id}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        {...input}
      />
    </FieldShell>
  );
}

/**
 * A plain HTML form first (name, method, action: it signs in even before this script runs, the server then
 * redirects), enhanced once hydrated: validation here, the JSON API, messages inline. It stays outside the
 * form kit (useApiForm), which writes its default values into the inputs and would drop what was typed early.
 *
 * Once hydrated it asks for the email first: an email whose company signs in with single sign-on continues
 * to the identity provider, any other shows the password field on the same page.
 */
export function LoginForm({
  callbackUrl,
  email: initialEmail,
  error,
}: {
  callbackUrl: string;
  email: string;
  /** A message from a sign-in posted before the page was hydrated. */
  error?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>(error ? { form: error } : {});
  const [pending, setPending] = useState(false);
  // Until hydrated the browser's own `required` check guards the plain form post, with both fields shown.
  const [hydrated, setHydrated] = useState(false);
  // Back with an email (a refused password, a reset link) the password step comes at once.
  const [step, setStep] = useState<"email" | "password">(initialEmail ? "password" : "email");
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Keep what was typed before the script ran; a password already typed stays on its step.
    const typedEmail = emailRef.current?.value ?? "";
    const typedPassword = passwordRef.current?.value ?? "";
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) {
      setPassword(typedPassword);
      setStep("password");
    }
    setHydrated(true);
  }, []);
  const askPassword = !hydrated || step === "password";
  // After Continue the password field appears: the cursor goes there once it is shown.
  const focusPassword = useRef(false);
  useEffect(() => {
    if (step !== "password" || !focusPassword.current) return;
    focusPassword.current = false;
    passwordRef.current?.focus();
  }, [step]);

  async function continueWithEmail() {
    if (!email.trim()) return setErrors({ email: "Required" });
    setErrors({});
    setPending(true);
    try {
      const next = await api<SsoStartDto>("/auth/sso/start", {
        method: "POST",
        body: { email: email.trim(), callbackUrl },
      });
      if (next.method === "sso" && next.redirect_url) return window.location.assign(next.redirect_url);
      focusPassword.current = true;
      setStep("password");
      setPending(false);
    } catch (error) {
      const fields = error instanceof ApiClientError ? error.errors : undefined;
      setErrors({ ...fields, form: fields ? undefined : errorMessage(error) });
      setPending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!askPassword) return continueWithEmail();
    const missing: Errors = {};
    if (!email.trim()) missing.email = "Required";
    if (!password) missing.password = "Required";
    setErrors(missing);
    if (missing.email || missing.password) return;
    setPending(true);
    try {
      await api("/auth/login", { method: "POST", body: { email, password } });
      // A full navigation, so the proxy and server components see the new session cookie.
      window.location.assign(callbackUrl);
    } catch (error) {
      const fields = error instanceof ApiClientError ? error.errors : undefined;
      setErrors({ ...fields, form: fields ? undefined : errorMessage(error) });
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="font-semibold text-xl leading-none">Sign in</h1>
        <CardDescription>
          {askPassword ? "Use your work email and password." : "Enter your work email to continue."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          action="/api/v1/auth/login"
          onSubmit={submit}
          noValidate={hydrated}
          className="grid gap-4"
        >
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <CredentialField
            id="email"
            label="Email"
            error={errors.email}
            autoComplete="username"
            autoFocus={!initialEmail}
            ref={emailRef}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className={askPassword ? "grid gap-4" : "hidden"}>
            <CredentialField
              id="password"
              label="Password"
              error={errors.password}
              autoComplete="current-password"
              autoFocus={Boolean(initialEmail)}
              ref={passwordRef}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {/* A plain link: the reset page loads as a page of its own, which the user cannot tell from next/link's
              client-side navigation, and next/link's code would weigh on sign-in's first load. */}
          <a
            href={
              email.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : "/forgot-password"
            }
            className="-mt-2 justify-self-end rounded-sm text-muted-foreground text-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Forgot password?
          </a>
          {errors.form && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{errors.form}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={pending} className="w-full">
            {pending && <Spinner />}
            {askPassword ? "Sign in" : "Continue"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
