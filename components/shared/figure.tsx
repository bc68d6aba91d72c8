import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type Props = { label: ReactNode; children: ReactNode; labelClassName?: string; className?: string };

/** One labelled number in a card's description list (the caller supplies the <dl>). */
export function Figure({ label, children, labelClassName, className }: Props) {
  return (
    <div>
      <dt className={cn("text-muted-foreground", labelClassName)}>{label}</dt>
      <dd className={cn("tabular-nums", className)}>{children}</dd>
    </div>
  );
}
