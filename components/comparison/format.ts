// Display text for comparisons: the bases, their figures and the factors as the project database words them.
import { formatCpg, formatTotal } from "@/components/project/format";
import type { ComparisonBasis, comparisonBases, FactorDto } from "@/lib/contract/comparison";
import { basisLabel } from "@/lib/domain/comparison/basis";
import { formatFactor } from "@/lib/domain/reference/factor-line";

export { basisLabel };

/**
 * The contract's standard bases, repeated here because the contract module carries zod, which the pages keep
 * out of their first load; tests/unit/comparison-ui.test.ts checks the two lists are the same.
 */
export const standardBases = [
  "total",
  "gsf",
  "nrsf",
  "unit",
  "bed",
  "key",
  "seat",
  "stall",
] as const satisfies readonly (typeof comparisonBases)[number][];

export const basisOptions = standardBases.map((value) => ({ value, label: basisLabel(value) }));

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
