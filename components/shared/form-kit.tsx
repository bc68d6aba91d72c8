"use client";

// What every form renders around `useApiForm` (lib/client/use-api-form.ts): the <form> element, labelled
// fields with their messages, the server's message above the button and the button's pending spinner.
import type * as React from "react";
import { type FieldValues, get, type Path } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import type { ApiForm } from "@/lib/client/use-api-form";

/** The <form>: the kit validates, so the browser's own checks stay off when a schema is given. */
export function ApiFormElement<T extends FieldValues>({
  kit,
  ...props
}: Omit<React.ComponentProps<"form">, "onSubmit"> & { kit: ApiForm<T> }) {
  return <form noValidate={kit.validates} onSubmit={kit.onSubmit} {...props} />;
}

/** A field's message: the schema's or the server's. */
export function fieldMessage<T extends FieldValues>(kit: ApiForm<T>, name: Path<T>): string | undefined {
  const error: { message?: unknown } | undefined = get(kit.formState.errors, name);
  return typeof error?.message === "string" ? error.message : undefined;
}

/** A label, any control and its message; the control should set `aria-describedby={`${id}-error`}`. */
export function FieldShell({
  id,
  label,
  error,
  className = "grid gap-2",
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type FieldProps<T extends FieldValues> = {
  kit: ApiForm<T>;
  name: Path<T>;
  id: string;
  label: React.ReactNode;
  className?: string;
};

/** A labelled input registered with the form, showing its message. */
export function FormField<T extends FieldValues>({
  kit,
  name,
  id,
  label,
  className,
  ...input
}: FieldProps<T> & Omit<React.ComponentProps<"input">, "name" | "id">) {
  const error = fieldMessage(kit, name);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <Input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        {...input}
        {...kit.register(name)}
      />
    </FieldShell>
  );
}

/** A labelled textarea registered with the form, showing its message. */
export function FormTextarea<T extends FieldValues>({
  kit,
  name,
  id,
  label,
  className,
  hint,
  ...input
}: FieldProps<T> & { hint?: React.ReactNode } & Omit<React.ComponentProps<"textarea">, "name" | "id">) {
  const error = fieldMessage(kit, name);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <Textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        {...input}
        {...kit.register(name)}
      />
      {hint}
    </FieldShell>
  );
}

/** The server's message, inline above the button. */
export function FormMessage({ kit, className }: { kit: { serverError: string | null }; className?: string }) {
  if (!kit.serverError) return null;
  return (
    <Alert variant="destructive" data-testid="form-server-error" className={className}>
      <AlertDescription>{kit.serverError}</AlertDescription>
    </Alert>
  );
}

/** The submit button: disabled with a spinner while the request runs. */
export function SubmitButton({
  kit,
  children,
  disabled,
  ...props
}: { kit: { pending: boolean } } & React.ComponentProps<typeof Button>) {
  return (
    <Button type="submit" disabled={kit.pending || disabled} {...props}>
      {kit.pending && <Spinner label="Saving" />}
      {children}
    </Button>
  );
}

/** Message and button stacked, for forms outside a dialog footer. */
export function SubmitRow({
  kit,
  label,
}: {
  kit: { pending: boolean; serverError: string | null };
  label: string;
}) {
  return (
    <div className="grid gap-3 pt-1">
      <FormMessage kit={kit} />
      <SubmitButton kit={kit} className="w-full sm:w-auto sm:justify-self-end">
        {label}
      </SubmitButton>
    </div>
  );
}
