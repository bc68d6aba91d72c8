import { cn } from "@/lib/utils";

type FieldErrorProps = {
  /** Point the field's aria-describedby at this id so the message is read with the field. */
  id: string;
  message?: string | null;
  className?: string;
};

/** A field's validation message, or nothing when there is none. */
function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" data-slot="field-error" className={cn("text-destructive text-sm", className)}>
      {message}
    </p>
  );
}

export type { FieldErrorProps };
export { FieldError };
