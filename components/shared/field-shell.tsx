"use client";

// The frame of a form field, apart from form-kit.tsx so a form without the form store (sign-in) can use it
// without loading that library.
import type * as React from "react";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";

/** A label, any control, a hint and its message; the control should set `aria-describedby={`${id}-error`}`. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  className = "grid gap-2",
  labelClassName,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  labelClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children}
      {hint}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
