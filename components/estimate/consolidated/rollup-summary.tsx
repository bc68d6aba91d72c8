"use client";

// The consolidated estimate's totals as the server's roll-up answers them: the children's direct cost, the
// markups (its own on the roll-up, or each child's carried, named), the grand total; and the mode, chosen
// here and always shown.
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";
import type { RollupMode } from "@/lib/domain/estimate/consolidated";
import { formatCurrency } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";

export const modeLabels: Record<RollupMode, { title: string; help: string }> = {
  rollup: {
    title: "Markups on the roll-up",
    help: "This estimate's own markups apply to the children's lines rolled up.",
  },
  children: {
    title: "Children's markups carried",
    help: "Each child keeps its own markups; the total is the sum of the children's totals.",
  },
};

function Row({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", strong && "font-semibold text-base")}>
      <dt className={cn("min-w-0 truncate", !strong && "text-muted-foreground")}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatCurrency(cents)}
      </dd>
    </div>
  );
}

function ModeChooser({
  mode,
  canEdit,
  onMode,
}: {
  mode: RollupMode;
  canEdit: boolean;
  onMode(mode: RollupMode): Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const pick = async (next: RollupMode) => {
    if (next === mode || busy) return;
    setBusy(true);
    try {
      await onMode(next);
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="grid gap-2" aria-busy={busy}>
      <legend className="mb-1 font-medium text-sm">Markups</legend>
      {(Object.keys(modeLabels) as RollupMode[]).map((m) => (
        <label
          key={m}
          className={cn(
            "flex cursor-pointer gap-2 rounded-md border p-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            m === mode && "border-primary bg-accent",
            !canEdit && "cursor-default",
          )}
        >
          <input
            type="radio"
            name="rollup-mode"
            value={m}
            className="mt-0.5 accent-primary"
            checked={m === mode}
            disabled={!canEdit || busy}
            onChange={() => void pick(m)}
          />
          <span className="grid">
            <span className="font-medium">{modeLabels[m].title}</span>
            <span className="text-muted-foreground text-xs">{modeLabels[m].help}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function RollupSummary({
  data,
  canEdit,
  onMode,
}: {
  data: ConsolidationDto;
  canEdit: boolean;
  onMode(mode: RollupMode): Promise<unknown>;
}) {
  const mode = data.rollup_mode ?? "rollup";
  return (
    <section
      aria-label="Consolidated totals"
      className="space-y-4 rounded-md border bg-card p-3 text-sm"
      data-testid="rollup-summary"
      data-mode={mode}
    >
      <ModeChooser mode={mode} canEdit={canEdit} onMode={onMode} />
      <dl className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
        <Row label="Direct cost (children)" cents={data.direct_cents} testId="rollup-direct" />
        {data.markups.map((m) => (
          <Row
            key={`${m.child_uid ?? ""}:${m.uid}`}
            label={`${m.child_name ? `${m.child_name} · ` : ""}${m.name}${m.percent === null ? "" : ` (${m.percent}%)`}`}
            cents={m.amount_cents}
          />
        ))}
        {data.markups.length === 0 ? (
          <p className="text-muted-foreground text-xs">
            {mode === "rollup" ? "No markups on the roll-up yet." : "The children have no markups."}
          </p>
        ) : null}
        <div className="my-1 border-t" />
        <Row label="Total" cents={data.grand_total_cents} strong testId="rollup-total" />
        {data.alternates_cents !== 0 ? (
          <Row label="Alternates (not in the total)" cents={data.alternates_cents} />
        ) : null}
      </dl>
      {data.error ? <p className="text-destructive text-xs">{data.error}</p> : null}
    </section>
  );
}
