// The basis a comparison divides by: the total itself, or a building metric ($/GSF, $/unit …). Records keep
// their metrics under plural keys (units, beds …; lib/domain/project/types.ts), estimates as inputs (GSF,
// UNITS …); both are read here by one lower-case key.

const metricOfBasis: Record<string, string | null> = {
  total: null,
  gsf: "gsf",
  nrsf: "nrsf",
  unit: "units",
  bed: "beds",
  key: "keys",
  seat: "seats",
  stall: "stalls",
};

/** The metric key a basis divides by: null for total, "units" for unit, the name itself for any other metric. */
export function basisMetric(basis: string): string | null {
  return basis in metricOfBasis ? metricOfBasis[basis]! : basis;
}

/** "Total", "$/GSF", "$/NRSF", "$/unit", "$/bed" …, or "$/acres" for another metric. */
export function basisLabel(basis: string): string {
  if (basis === "total") return "Total";
  if (basis === "gsf" || basis === "nrsf") return `$/${basis.toUpperCase()}`;
  return `$/${basis}`;
}

/** The item's value of the basis metric, or null when missing or not positive (no per-metric figure then). */
export function basisValue(metrics: Readonly<Record<string, number>>, basis: string): number | null {
  const key = basisMetric(basis);
  if (key === null) return null;
  const v = metrics[key] ?? (key !== basis ? metrics[basis] : undefined);
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null;
}

/** An estimate's inputs (and unit-mix inputs) as metrics: lower-case names, finite values only. */
export function estimateMetrics(inputs: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(inputs)) {
    const key = name.trim().toLowerCase();
    if (key && typeof value === "number" && Number.isFinite(value) && !(key in out)) out[key] = value;
  }
  return out;
}
