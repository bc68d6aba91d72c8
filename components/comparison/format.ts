// Display text for comparisons: the bases, their figures and the factors as the project database words them.
import { formatCpg, formatTotal } from "@/components/project/format";
import { type ComparisonBasis, comparisonBases, type FactorDto } from "@/lib/contract/comparison";
import { formatFactor } from "@/lib/domain/reference/normalisation";

export const basisLabels: Record<(typeof comparisonBases)[number], string> = {
  total: "Total",
  gsf: "$/GSF",
  nrsf: "$/NRSF",
  unit: "$/unit",
  bed: "$/bed",
  key: "$/key",
  seat: "$/seat",
  stall: "$/stall",
};

export const basisOptions = comparisonBases.map((value) => ({ value, label: basisLabels[value] }));

/** "$/GSF", or "$/acres" for a metric of the company's own. */
export function basisLabel(basis: ComparisonBasis): string {
  return basisLabels[basis as keyof typeof basisLabels] ?? `$/${basis}`;
}

/** A figure on the basis: whole dollars for totals, dollars and cents per metric. */
export function basisFigure(basis: ComparisonBasis, cents: number | null | undefined): string {
  return basis === "total" ? formatTotal(cents) : formatCpg(cents);
}

/** A deviation as "+12.5%" / "−3.0%" (a real minus sign), or "—". */
export function formatDeviation(ratio: number | null | undefined): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return "—";
  const percent = (ratio * 100).toFixed(1);
  if (ratio > 0) return `+${percent}%`;
  return ratio < 0 ? `−${percent.slice(1)}%` : "0.0%";
}

// The project record page's wording: "Time × 1.084 — 236.45 / 128.61".
const factorKindLabels = { time: "Time", location: "Location", escalation: "Escalation" } as const;

export function factorLine(f: FactorDto): string {
  return `${factorKindLabels[f.kind] ?? f.kind} ${formatFactor(f.factor)} — ${f.detail}`;
}
