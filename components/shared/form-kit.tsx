"use client";

// What every form renders around `useApiForm` (lib/client/use-api-form.ts): the <form> element, labelled
// fields with their messages, the server's message above the button and the button's pending spinner.
import type * as React from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { type FieldValues, get, type Path } from "@/lib/client/form-store/paths";
import type { ApiForm } from "@/lib/client/use-api-form";
import { FieldShell } from "./field-shell";

export { FieldShell };

/** The <form>: the kit validates, so the browser's own checks stay off when a schema is given. */
export function ApiFormElement<T extends FieldValues>({
  kit,
  ...props
}: Omit<React.ComponentProps<"form">, "onSubmit"> & { kit: ApiForm<T> }) {
  return <form noValidate={kit.validates} onSubmit={kit.onSubmit} {...props} />;
}

/** A field's message: the schema's or the server's. */
export function fieldMessage<T extends FieldValues>(kit: ApiForm<T>, name: Path<T>): string | undefined {
  const error = get(kit.formState.errors, name);
  return typeof error === "object" && error && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
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

/** A labelled control registered with the form, showing its message; the three below differ only by control. */
function withFormControl<C extends "input" | "textarea" | "select">(
  Control: React.ComponentType<React.ComponentProps<C>>,
) {
  const Element = Control as React.ElementType;
  function FormControl<T extends FieldValues>({
    kit,
    name,
    id,
    label,
    hint,
    fieldClassName,
    ...control
  }: FieldProps<T> & Omit<React.ComponentProps<C>, "name" | "id">) {
    const error = fieldMessage(kit, name);
    return (
      <FieldShell id={id} label={label} error={error} hint={hint} className={fieldClassName}>
        <Element {...a11y(id, error)} {...control} {...kit.register(name)} />
      </FieldShell>
    );
  }
  return FormControl;
}

/** A labelled input registered with the form, showing its message. */
export const FormField = withFormControl<"input">(Input);

/** A labelled textarea registered with the form, showing its message. */
export const FormTextarea = withFormControl<"textarea">(Textarea);

/** A labelled native select registered with the form (its options as children), showing its message. */
export const FormSelect = withFormControl<"select">(NativeSelect);

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
