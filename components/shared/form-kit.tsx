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
import { NativeSelect } from "@/components/ui/native-select";
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

/** Every message in the form by its dotted path ("record.costs.0.amount_cents"), for fields kept outside it. */
export function flatErrors(errors: object, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref" || !value || typeof value !== "object") continue;
    const path = `${prefix}${key}`;
    if (typeof (value as { message?: unknown }).message === "string")
      out[path] = (value as { message: string }).message;
    else Object.assign(out, flatErrors(value, `${path}.`));
  }
  return out;
}

/** A label, any control, a hint and its message; the control should set `aria-describedby={`${id}-error`}`. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  className = "grid gap-2",
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type FieldProps<T extends FieldValues> = {
  kit: ApiForm<T>;
  name: Path<T>;
  id: string;
  label: React.ReactNode;
  /** Below the control, above the message. */
  hint?: React.ReactNode;
  /** The wrapper's classes; `className` styles the control. */
  fieldClassName?: string;
};

/** The control's id and accessibility attributes (a caller may describe it by more, a hint). */
function a11y(id: string, error?: string) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": `${id}-error` };
}

/** A labelled input registered with the form, showing its message. */
export function FormField<T extends FieldValues>({
  kit,
  name,
  id,
  label,
  hint,
  fieldClassName,
  ...input
}: FieldProps<T> & Omit<React.ComponentProps<"input">, "name" | "id">) {
  const error = fieldMessage(kit, name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Input {...a11y(id, error)} {...input} {...kit.register(name)} />
    </FieldShell>
  );
}

/** A labelled textarea registered with the form, showing its message. */
export function FormTextarea<T extends FieldValues>({
  kit,
  name,
  id,
  label,
  hint,
  fieldClassName,
  ...textarea
}: FieldProps<T> & Omit<React.ComponentProps<"textarea">, "name" | "id">) {
  const error = fieldMessage(kit, name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Textarea {...a11y(id, error)} {...textarea} {...kit.register(name)} />
    </FieldShell>
  );
}

/** A labelled native select registered with the form, showing its message. */
export function FormSelect<T extends FieldValues>({
  kit,
  name,
  id,
  label,
  hint,
  fieldClassName,
  children,
  ...select
}: FieldProps<T> & Omit<React.ComponentProps<"select">, "name" | "id">) {
  const error = fieldMessage(kit, name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <NativeSelect {...a11y(id, error)} {...select} {...kit.register(name)}>
        {children}
      </NativeSelect>
    </FieldShell>
  );
}

/** The server's message, inline above the button. */
export function FormMessage({
  kit,
  className,
  children,
  testId = "form-server-error",
}: {
  kit: { serverError: string | null };
  className?: string;
  /** What the message offers to do about it (a Reload button). */
  children?: React.ReactNode;
  testId?: string;
}) {
  if (!kit.serverError) return null;
  return (
    <Alert variant="destructive" data-testid={testId} className={className}>
      <AlertDescription>
        {kit.serverError}
        {children}
      </AlertDescription>
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
