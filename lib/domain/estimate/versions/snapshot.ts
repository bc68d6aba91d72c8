// A version's lines: one compact row per line (an array, not an object: 50,000 of them stay small), in budget
// order, with the quantity and total the engine gave them when the snapshot was taken.
import type { CostSplit, CostType, EstimateLine, EstimateTotals } from "../model";
import type { CompareLine, CompareSide } from "./compare";

export type SnapshotLine = [
  uid: string,
  cost_code: string,
  description: string | null,
  quantity: string,
  unit: string | null,
  unit_cost_cents: number | null,
  lump_sum_cents: number | null,
  split: CostSplit | null,
  cost_type: CostType | null,
  alternate: boolean,
  allowance: boolean,
  tags: string[],
  notes: string | null,
  area: string | null,
  position: number,
  quantity_value: number | null,
  total_cents: number,
];

/** The engine's reading of a snapshot line. */
export const snapshotEngineLine = (l: SnapshotLine): EstimateLine => ({
  uid: l[0],
  cost_code: l[1],
  quantity: l[3],
  unit_cost_cents: l[5],
  lump_sum_cents: l[6],
  split: l[7],
  cost_type: l[8],
  alternate: l[9],
  allowance: l[10],
});

/** What the compare reads of a snapshot line (alternates are left out: they are not in the base). */
export const compareLineOf = (l: SnapshotLine): CompareLine => ({
  uid: l[0],
  cost_code: l[1],
  description: l[2],
  unit: l[4],
  quantity: l[15],
  unit_cost_cents: l[5],
  total_cents: l[16],
});

/** One side of a compare from a snapshot's lines and totals. */
export function compareSideOf(lines: readonly SnapshotLine[], totals: EstimateTotals): CompareSide {
  return {
    lines: lines.filter((l) => !l[9]).map(compareLineOf),
    markups: (totals.markups ?? []).map((m) => ({
      uid: m.uid,
      name: m.name,
      percent: m.percent,
      amount_cents: m.amount_cents,
    })),
    direct_cents: totals.direct_cents,
    markups_cents: totals.markups_cents,
    grand_total_cents: totals.grand_total_cents,
  };
}
