// The range of every kind of stored number (see db/schema), and one check against it. Inputs and the numbers
// derived from them are checked before a write, so a value out of range is a 400 naming its field instead of
// a database overflow (a 500). Money is integer cents; bigint columns are read back as JS numbers (drizzle
// `mode: "number"`), so their usable range is the exactly representable integers, ±(2^53 − 1).
import { formatCurrency } from "./money-format";

export type ColumnType =
  | { type: "integer" }
  | { type: "bigint" }
  | { type: "numeric"; precision: number; scale: number };

export const column = {
  /** int4 */
  integer: { type: "integer" } as ColumnType,
  /** int8, read as a JS number */
  bigint: { type: "bigint" } as ColumnType,
  /** numeric(p, s): p − s digits before the point, s after (PostgreSQL rounds to s decimals). */
  numeric: (precision: number, scale: number): ColumnType => ({ type: "numeric", precision, scale }),
};

/** The largest magnitude the column stores. */
export function columnMax(c: ColumnType): number {
  switch (c.type) {
    case "integer":
      return 2_147_483_647;
    case "bigint":
      return Number.MAX_SAFE_INTEGER;
    case "numeric":
      return 10 ** (c.precision - c.scale) - 10 ** -c.scale;
  }
}

/**
 * True when the column stores `value` without an error: a finite number in range (integer columns take
 * integers only; numeric is compared after PostgreSQL's rounding to its scale).
 */
export function fitsColumn(value: number, c: ColumnType): boolean {
  if (!Number.isFinite(value)) return false;
  if (c.type !== "numeric") return Number.isInteger(value) && Math.abs(value) <= columnMax(c);
  return Math.abs(value) + 0.5 * 10 ** -c.scale < 10 ** (c.precision - c.scale);
}

// ── The project database's stored numbers (db/schema/projects.ts) ─────────────────────────────────────
// (Estimates keep theirs in range through lib/domain/estimate: inputs within ±9·10^10 (decimal.ts) fit
// estimates.gsf numeric(20,5), and the engine holds every total to safe-integer cents (money.ts).)

export const projectColumns = {
  /** project_records.gsf numeric(20,5) */
  gsf: column.numeric(20, 5),
  /** project_records.total_cents, cost_per_gsf_cents and record_costs.amount_cents: bigint */
  cents: column.bigint,
} as const;

/** One cost line: ±$1 trillion. */
export const maxLineCents = 1e14;
/** A building metric (GSF, units, …): up to 10^12 with 5 decimals, inside numeric(20,5). */
export const maxMetric = 1e12;
/** Any amount in cents the app stores or computes: a total, a cost per metric. */
export const maxCents = columnMax(projectColumns.cents);

/**
 * True when `n` is 0 or a positive number of at most `maxMetric` with at most 5 decimals (numeric(20,5)), so a
 * positive metric is at least 0.00001.
 */
export function isMetricValue(n: number): boolean {
  if (!Number.isFinite(n) || n < 0 || n > maxMetric) return false;
  const scaled = n * 1e5; // steps of 0.00001, multiplied (as the forms do) rather than divided
  const steps = Math.round(scaled);
  return Math.abs(steps - scaled) < 1e-6 && (n === 0 || steps >= 1) && fitsColumn(n, projectColumns.gsf);
}

export const limitMessages = {
  costsTooLarge: `Too large: the cost lines may add up to at most ${formatCurrency(maxCents)} (credits counted as positive)`,
  metricTooSmall: (per: string) =>
    `Too small for this cost: the cost per ${per} would exceed ${formatCurrency(maxCents)}`,
  amountTooLarge: `Must be at most ${formatCurrency(maxCents)}`,
};
