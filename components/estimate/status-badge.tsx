import type { EstimateStatus } from "@/lib/contract/estimate";
import { cn } from "@/lib/utils";
import { statusLabel } from "./format";

// Colour is a second cue only: the word is always there (and reads the same in dark mode).
const tone: Record<EstimateStatus, string> = {
  draft: "border-border bg-muted text-muted-foreground",
  in_review:
    "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-300",
  final:
    "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-300",
  archived: "border-dashed border-border bg-transparent text-muted-foreground",
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-testid="status-badge"
      data-status={status}
      className={cn(
        "inline-flex w-fit shrink-0 items-center whitespace-nowrap rounded-md border px-2 py-0.5 font-medium text-xs",
        tone[status as EstimateStatus] ?? tone.draft,
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
