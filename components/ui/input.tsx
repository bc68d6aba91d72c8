import type * as React from "react";
import { cn } from "@/lib/utils";

// Shared by Input, Textarea and MoneyInput. The solid border-ring carries the 3:1 focus contrast;
// the translucent halo is decoration.
export const fieldClassName =
  "w-full min-w-0 rounded-md border border-input bg-background text-base shadow-xs outline-none transition-[color,border-color,box-shadow] placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/15 dark:aria-invalid:ring-destructive/40";

function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        "h-9 px-3 py-1 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
