"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import { activateInput } from "@/lib/contract/user";
import { fieldErrors } from "@/lib/domain/validation";

type Activation = { email: string; firstname: string; lastname: string; company_name: string };
type Values = { firstname: string; lastname: string; password: string; confirm: string };
const fields = [
  { name: "firstname", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "lastname", label: "Last Name", type: "text", autoComplete: "family-name" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Confirm Password", type: "password", autoComplete: "new-password" },
] as const;

export function ActivationForm({ token, activation }: { token: string; activation: Activation }) {
  const [values, setValues] = useState<Values>({
    firstname: activation.firstname,
    lastname: activation.lastname,
    password: "",
    confirm: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const validate = (next: Values) => {
    const result = activateInput.safeParse(next);
    const found = result.success ? {} : fieldErrors(result.error);
    setErrors(found);
    return result.success;
  };

  const change = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Spec §5: validation runs on submit, then again on every change.
    if (submitted) validate(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!validate(values)) return;
    setPending(true);
    try {
      await api(`/user/activate/${token}`, { method: "POST", body: values });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiClientError && error.errors) setErrors(error.errors);
      setServerError(errorMessage(error));
      toast({ title: "Error", description: "An error occurred activating user", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

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
        <form onSubmit={submit} noValidate className="grid gap-4">
          {fields.map((field) => (
            <div key={field.name} className="grid gap-2">
              <Label htmlFor={field.name}>{field.label}</Label>
              <Input
                id={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(e) => change(field.name, e.target.value)}
                aria-invalid={Boolean(errors[field.name])}
                aria-describedby={`${field.name}-error`}
              />
              <FieldError id={`${field.name}-error`} message={errors[field.name]} />
            </div>
          ))}
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={pending} className="w-full">
            {pending && <Spinner />}
            Activate account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
