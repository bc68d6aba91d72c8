import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { withSlotStyle } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

const alertVariants = cva(
  "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current",
  {
    variants: {
      variant: {
        default: "bg-card text-card-foreground",
        destructive:
          "border-destructive/50 bg-card text-destructive *:data-[slot=alert-description]:text-destructive/90 [&>svg]:text-current",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type AlertProps = React.ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/** A message panel. Destructive alerts announce themselves (role="alert"); others are a status. */
function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

const AlertTitle = withSlotStyle(
  "div",
  "alert-title",
  "col-start-2 line-clamp-1 min-h-4 font-medium tracking-tight",
);

const AlertDescription = withSlotStyle(
  "div",
  "alert-description",
  "col-start-2 grid justify-items-start gap-1 text-muted-foreground text-sm [&_p]:leading-relaxed",
);

export type { AlertProps };
export { Alert, AlertDescription, AlertTitle, alertVariants };
