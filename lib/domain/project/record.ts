// A record's derived numbers: total = Σ cost lines, $/GSF rounded half away from zero, each line's
// division (MasterFormat "03", UniFormat "B20", company codes by their leading letters), the division
// roll-up with shares, and the cost per building metric. Pure; the services store and show these.

import { naturalCompare } from "@/lib/domain/compare";
import { divisionOf } from "@/lib/domain/estimate/cost-code";
import { fitsColumn, limitMessages, maxCents, projectColumns } from "@/lib/domain/limits";
import { costPerMetric } from "@/lib/domain/reference/cents";
import { divisionLabel as masterFormatLabel } from "@/lib/domain/reference/cost-codes";
import { uniformatElement } from "@/lib/domain/reference/uniformat";
import { perUnit } from "./cost-per";
import { type RecordMetric, recordMetricLabels, recordMetrics } from "./types";

export type CostLine = { cost_code: string; description?: string | null; amount_cents: number };

/** The roll-up key of a cost code ("03 30 00" → "03", "B2010" → "B20"); "" for a blank code. */
export function costDivision(code: string): string {
  return code.trim() === "" ? "" : divisionOf(code);
}

/** "03 Concrete", "B20 Exterior Enclosure", or the key itself for a company division. */
export function costDivisionLabel(division: string): string {
  if (division === "") return "Unassigned";
  if (/^\d\d$/.test(division)) return masterFormatLabel(division) || division;
  const element = uniformatElement(division);
  return element ? `${element.code} ${element.title}` : division;
}

export function sumCents(lines: readonly { amount_cents: number }[]): number {
  let total = 0;
  for (const l of lines) total += l.amount_cents;
  return total;
}

export type DerivedRecord = {
  lines: (CostLine & { division: string })[];
  total_cents: number;
  gsf: number | null;
  cost_per_gsf_cents: number | null;
};

/** Total and $/GSF from the lines and metrics; each line gets its division. */
export function deriveRecord(lines: readonly CostLine[], metrics: Record<string, number>): DerivedRecord {
  const withDivision = lines.map((l) => ({ ...l, division: costDivision(l.cost_code) }));
  const total = sumCents(lines);
  const gsf = metrics.gsf !== undefined && metrics.gsf > 0 ? metrics.gsf : null;
  return { lines: withDivision, total_cents: total, gsf, cost_per_gsf_cents: costPerMetric(total, gsf) };
}

export type DivisionShare = {
  division: string;
  label: string;
  amount_cents: number;
  /** amount / total (0 when the total is 0). */
  share: number;
  per_gsf_cents: number | null;
};

/**
 * Amounts summed per division in code order (Unassigned last). Σ amount_cents equals the record total
 * exactly (integer sums); shares sum to 1 up to float rounding when the total is not 0.
 */
export function divisionShares(
  lines: readonly { division: string; amount_cents: number }[],
  gsf: number | null,
): DivisionShare[] {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.division, (sums.get(l.division) ?? 0) + l.amount_cents);
  const total = sumCents(lines);
  return [...sums.entries()]
    .sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : naturalCompare(a, b)))
    .map(([division, amount]) => ({
      division,
      label: costDivisionLabel(division),
      amount_cents: amount,
      share: total === 0 ? 0 : amount / total,
      per_gsf_cents: costPerMetric(amount, gsf),
    }));
}

export type MetricCost = { metric: string; label: string; value: number; cost_cents: number };

/** Cost per unit of each positive metric, the standard metrics first in their order, then others by name. */
export function perMetricCosts(totalCents: number, metrics: Record<string, number>): MetricCost[] {
  const standard = recordMetrics as readonly string[];
  const names = Object.keys(metrics).sort((a, b) => {
    const ia = standard.indexOf(a);
    const ib = standard.indexOf(b);
    if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
    return a.localeCompare(b);
  });
  const out: MetricCost[] = [];
  for (const metric of names) {
    const value = metrics[metric]!;
    const cost = costPerMetric(totalCents, value);
    if (cost === null) continue;
    const label = (recordMetricLabels as Record<string, string>)[metric] ?? metric;
    out.push({ metric, label, value, cost_cents: cost });
  }
  return out;
}

// ── Range: every derived number must fit its column (lib/domain/limits.ts) ────────────────────────────

/**
 * Field errors for a record's derived numbers that would not fit: the lines' total — and every partial sum,
 * so Σ|amount| — must stay an exact amount of cents, and so must the cost per each positive metric ($/GSF
 * is stored; the others are shown). Keys are relative to the record: "costs", "metrics.gsf". {} when all fit.
 * Values that are not finite numbers are left to the field checks.
 */
export function recordRangeErrors(
  lines: readonly { amount_cents: unknown }[],
  metrics: Record<string, unknown>,
): Record<string, string> {
  let magnitude = 0;
  let total = 0;
  for (const l of lines) {
    if (typeof l.amount_cents !== "number" || !Number.isFinite(l.amount_cents)) continue;
    magnitude += Math.abs(l.amount_cents);
    total += l.amount_cents;
  }
  if (magnitude > maxCents) return { costs: limitMessages.costsTooLarge };
  return metricRangeErrors(total, metrics);
}

/** As recordRangeErrors for a known total (a record whose lines are not changing). */
export function metricRangeErrors(
  totalCents: number,
  metrics: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(metrics)) {
    if (typeof value !== "number") continue;
    const per = costPerMetric(totalCents, value);
    if (per !== null && !fitsColumn(per, projectColumns.cents)) {
      const unit = Object.hasOwn(recordMetricLabels, name) ? perUnit(name as RecordMetric) : name;
      errors[`metrics.${name}`] = limitMessages.metricTooSmall(unit);
    }
  }
  return errors;
}
