// The comparison table: each item's costs by division moved to the target date and place and divided by the
// basis, with benchmark columns over the items (the reference estimate excluded), the reference's deviation
// from the median and outliers by Tukey's fences. Normalisation is the project database's own
// (normalisedCents / normalisedPerMetric), so a record's figure here equals its record page's.

import { normalisedCents, normalisedPerMetric } from "@/lib/domain/project/normalise";
import { costDivisionLabel } from "@/lib/domain/project/record";
import { percentileCents } from "@/lib/domain/project/stats";
import { roundHalfAwayFromZero } from "@/lib/domain/reference/cents";
import type { Factor } from "@/lib/domain/reference/normalisation";

export type Classification = "masterformat" | "uniformat";

export type TableItem = {
  classification: Classification;
  isReference: boolean;
  /** Cents per division as priced ("03" → 1234500). */
  divisions: ReadonlyMap<string, number>;
  /** As priced: a record's total, an estimate's grand total. */
  totalCents: number;
  /** An estimate's grand total − direct cost; null for a record (its total is its lines). */
  markupsCents: number | null;
  /** The basis metric's value; ignored for the total basis. */
  basisValue: number | null;
  factors: readonly Factor[];
};

export type Benchmark = {
  count: number;
  average_cents: number | null;
  median_cents: number | null;
  p25_cents: number | null;
  p75_cents: number | null;
  min_cents: number | null;
  max_cents: number | null;
};

export type TableRow = Benchmark & {
  kind: "division" | "markups" | "total";
  division: string;
  label: string;
  values: (number | null)[];
  outliers: boolean[];
  reference_cents: number | null;
  deviation_cents: number | null;
  deviation_ratio: number | null;
  reference_outlier: boolean;
};

export type ComparisonTable = {
  classification: Classification;
  mixed_classifications: boolean;
  rows: TableRow[];
  totals: TableRow;
};

/** Fewer values than this give no outliers: quartiles of three points flag nothing meaningful. */
const minForOutliers = 4;

/** An amount as priced → normalised cents per the basis (null when the item lacks the basis metric). */
export function itemValue(
  amountCents: number,
  item: Pick<TableItem, "basisValue" | "factors">,
  perTotal: boolean,
) {
  return perTotal
    ? normalisedCents(amountCents, item.factors)
    : normalisedPerMetric(amountCents, item.basisValue, item.factors);
}

/** Count, average, median, P25, P75, min and max of whole cents (percentiles as PostgreSQL's percentile_cont). */
export function benchmark(values: readonly number[]): Benchmark {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) {
    return {
      count: 0,
      average_cents: null,
      median_cents: null,
      p25_cents: null,
      p75_cents: null,
      min_cents: null,
      max_cents: null,
    };
  }
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: n,
    average_cents: roundHalfAwayFromZero(sum / n),
    median_cents: percentileCents(sorted, 0.5, true),
    p25_cents: percentileCents(sorted, 0.25, true),
    p75_cents: percentileCents(sorted, 0.75, true),
    min_cents: sorted[0]!,
    max_cents: sorted[n - 1]!,
  };
}

/** Tukey's fences P25 − 1.5 × IQR … P75 + 1.5 × IQR, or null when too few values to say. */
export function outlierFences(b: Benchmark): { low: number; high: number } | null {
  if (b.count < minForOutliers || b.p25_cents === null || b.p75_cents === null) return null;
  const iqr = b.p75_cents - b.p25_cents;
  return { low: b.p25_cents - 1.5 * iqr, high: b.p75_cents + 1.5 * iqr };
}

function row(
  kind: TableRow["kind"],
  division: string,
  label: string,
  values: (number | null)[],
  items: readonly TableItem[],
): TableRow {
  const pool: number[] = [];
  let reference: number | null = null;
  values.forEach((v, i) => {
    if (items[i]!.isReference) reference = v;
    else if (v !== null) pool.push(v);
  });
  const b = benchmark(pool);
  const fences = outlierFences(b);
  const outside = (v: number | null) => fences !== null && v !== null && (v < fences.low || v > fences.high);
  const ref = reference as number | null;
  const deviation = ref !== null && b.median_cents !== null ? ref - b.median_cents : null;
  return {
    kind,
    division,
    label,
    values,
    outliers: values.map(outside),
    ...b,
    reference_cents: ref,
    deviation_cents: deviation,
    deviation_ratio:
      deviation !== null && b.median_cents
        ? Math.round((deviation / b.median_cents) * 100_000) / 100_000
        : null,
    reference_outlier: outside(ref),
  };
}

/** Division keys in code order, the unassigned ("") last. */
export function divisionOrder(a: string, b: string): number {
  if (a === b) return 0;
  if (a === "") return 1;
  if (b === "") return -1;
  return a < b ? -1 : 1;
}

/**
 * The table over `items` (in their order). UniFormat rows when every item is UniFormat, else MasterFormat;
 * no crosswalk: a UniFormat item among MasterFormat ones shows under its own element rows.
 */
export function comparisonTable(items: readonly TableItem[], perTotal: boolean): ComparisonTable {
  const keys = new Set<string>();
  for (const item of items) for (const k of item.divisions.keys()) keys.add(k);
  const rows = [...keys].sort(divisionOrder).map((division) =>
    row(
      "division",
      division,
      costDivisionLabel(division),
      items.map((item) => {
        const amount = item.divisions.get(division);
        return amount === undefined ? null : itemValue(amount, item, perTotal);
      }),
      items,
    ),
  );
  if (items.some((i) => i.markupsCents !== null)) {
    rows.push(
      row(
        "markups",
        "markups",
        "Markups",
        items.map((i) => (i.markupsCents === null ? null : itemValue(i.markupsCents, i, perTotal))),
        items,
      ),
    );
  }
  const totals = row(
    "total",
    "total",
    "Total",
    items.map((i) => itemValue(i.totalCents, i, perTotal)),
    items,
  );
  const uniformat = items.length > 0 && items.every((i) => i.classification === "uniformat");
  const mixed = new Set(items.map((i) => i.classification)).size > 1;
  return {
    classification: uniformat ? "uniformat" : "masterformat",
    mixed_classifications: mixed,
    rows,
    totals,
  };
}
