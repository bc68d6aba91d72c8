import type * as React from "react";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type FormFieldProps = React.ComponentProps<"input"> & { id: string; label: string; error?: string };

/** A labelled input with its message; `register(...)` spreads straight into it. */
export function FormField({ id, label, error, ...input }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
