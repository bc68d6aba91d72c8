// What a final estimate publishes to the project database: its base cost by division (each division one cost
// line, coded by its key) and each markup as a line of its own, so the record's total is the estimate's grand
// total to the cent; the metrics its inputs name (GSF, units, keys …).
import { recordMetrics } from "@/lib/domain/project/types";
import type { EstimateTotals } from "../model";

export interface PublishedCost {
  cost_code: string;
  description: string | null;
  amount_cents: number;
}

/** The totals a publish reads: an estimate's, or a consolidated estimate's roll-up (divisions by key). */
export type PublishedTotals = Pick<EstimateTotals, "grand_total_cents"> & {
  divisions: readonly Pick<EstimateTotals["divisions"][number], "division" | "total_cents">[];
  markups: readonly Pick<EstimateTotals["markups"][number], "name" | "amount_cents">[];
};

export function publishedCosts(totals: PublishedTotals): PublishedCost[] {
  const lines: PublishedCost[] = totals.divisions
    .filter((d) => d.total_cents !== 0)
    .map((d) => ({ cost_code: d.division, description: null, amount_cents: d.total_cents }));
  for (const m of totals.markups) {
    if (m.amount_cents !== 0)
      lines.push({ cost_code: "", description: m.name, amount_cents: m.amount_cents });
  }
  // Rounding of markups or allowances outside the divisions: one balancing line keeps the total exact.
  const sum = lines.reduce((s, l) => s + l.amount_cents, 0);
  if (sum !== totals.grand_total_cents)
    lines.push({ cost_code: "", description: "Other", amount_cents: totals.grand_total_cents - sum });
  return lines;
}

/** The record metrics an estimate's inputs name (case-insensitive), positive values only. */
export function publishedMetrics(inputs: readonly { name: string; value: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of inputs) {
    const key = i.name.trim().toLowerCase();
    if ((recordMetrics as readonly string[]).includes(key) && Number.isFinite(i.value) && i.value > 0)
      out[key] = i.value;
  }
  return out;
}
