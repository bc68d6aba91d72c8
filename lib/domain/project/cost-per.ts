// Costs per a chosen building metric for the project list: $/GSF as stored (the server sorts and filters by
// it), any other metric as total ÷ the record's metric; normalised ones from the normalised total.
import { costPerMetric } from "@/lib/domain/reference/cents";
import { type RecordMetric, type RecordMetrics, recordMetricLabels } from "./types";

/** The numbers of a listed record (lib/contract/project-record.ts `recordDto`) that a cost per metric needs. */
type Costed = {
  cost_per_gsf_cents: number | null;
  total_cents: number;
  metrics: RecordMetrics;
  normalised?: { total_cents: number; cost_per_gsf_cents: number | null };
};

export function costPer(
  r: Pick<Costed, "cost_per_gsf_cents" | "total_cents" | "metrics">,
  per: RecordMetric,
) {
  return per === "gsf" ? r.cost_per_gsf_cents : costPerMetric(r.total_cents, r.metrics[per]);
}

export function normalisedCostPer(r: Pick<Costed, "normalised" | "metrics">, per: RecordMetric) {
  if (!r.normalised) return null;
  return per === "gsf"
    ? r.normalised.cost_per_gsf_cents
    : costPerMetric(r.normalised.total_cents, r.metrics[per]);
}

/** "GSF", "NRSF", else the singular: "unit", "bed", "key", "seat", "stall". */
export const perUnit = (per: RecordMetric) =>
  per === "gsf" || per === "nrsf"
    ? recordMetricLabels[per]
    : recordMetricLabels[per].slice(0, -1).toLowerCase();

/** Why a row shows "—" for a cost per metric: "no units recorded", "no GSF recorded". */
export const missingMetric = (per: RecordMetric) =>
  `no ${per === "gsf" || per === "nrsf" ? recordMetricLabels[per] : recordMetricLabels[per].toLowerCase()} recorded`;
