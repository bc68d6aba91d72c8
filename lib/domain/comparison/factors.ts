// An item's normalisation factors: exactly the project database's `recordFactors` (the record page's), with no
// factors at all when the comparison has no target. An estimate is an item priced at its pricing date in its
// own place; comparisons call this for records and estimates alike.
import { type LocationTable, type RecordFactors, recordFactors } from "@/lib/domain/project/normalise";
import type { LocationIndex, PreparedSeries } from "@/lib/domain/reference/normalisation";

export type ItemTargets = {
  series: PreparedSeries | null;
  table: LocationTable;
  date: string | null;
  location: LocationIndex | null;
};

export function itemFactors(
  where: { cost_basis_date: string; metro: string | null; state: string | null },
  t: ItemTargets,
): RecordFactors {
  if (!t.date && !t.location) return { factors: [], factor: 1, label: "" };
  return recordFactors(where, { date: t.date, location: t.location }, t.series, t.table);
}
