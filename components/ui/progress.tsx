import type * as React from "react";
import { cn } from "@/lib/utils";

/** A determinate progress bar, 0–100. */
function Progress({
  value,
  className,
  label,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div className="h-full bg-primary transition-[width] duration-150" style={{ width: `${clamped}%` }} />
    </div>
  );
}

export { Progress };
