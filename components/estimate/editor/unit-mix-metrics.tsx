"use client";

// $/unit, $/NRSF, $/bed and $/key in the summary, from the unit mix's derived inputs in force (issue 13).
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { formatCurrency } from "@/lib/domain/money-format";

export function UnitMixMetrics({
  store,
  grandCents,
  hotel,
}: {
  store: EditorStore;
  grandCents: number;
  hotel: boolean;
}) {
  const derived = new Map(store.mixInputs().map((d) => [d.name, d.value]));
  const rows = [
    { name: "UNITS", label: hotel ? "key" : "unit", testId: hotel ? "per-key" : "per-unit" },
    { name: "NRSF", label: "NRSF", testId: "per-nrsf" },
    { name: "BEDS", label: "bed", testId: "per-bed" },
  ].filter((r) => (derived.get(r.name) ?? 0) > 0);
  if (rows.length === 0) return null;
  return (
    <dl className="space-y-1 border-t pt-2" data-testid="unit-mix-metrics">
      {rows.map((r) => {
        const amount = derived.get(r.name)!;
        return (
          <div key={r.name} className="flex justify-between gap-2 text-xs">
            <dt className="text-muted-foreground">
              per {r.label} ({amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}){" "}
              <span className="text-[10px]">· unit mix</span>
            </dt>
            <dd className="tabular-nums" data-testid={r.testId}>
              {formatCurrency(Math.round(grandCents / amount))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
