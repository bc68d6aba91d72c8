// The estimate as the engine sees it (snake_case like the API) and the totals it answers with.
// Money is integer cents; unit costs are cents that may carry up to 5 decimals ($4.12345 = 412.345).

import type { ConstructionSchedule, Escalation, EscalationRate } from "./escalation";
import type { Markup, MarkupKind } from "./markups";

export type CostType = "labor" | "material" | "equipment" | "subcontract" | "other";

/** Per-unit split of the unit cost (for a lump-sum line: the split of the lump sum). */
export interface CostSplit {
  labor_cents?: number;
  material_cents?: number;
  equipment_cents?: number;
  subcontract_cents?: number;
}

export interface EstimateLine {
  uid: string;
  cost_code: string;
  description?: string;
  /** A number (up to 5 decimals) or a formula over inputs: "GSF * 0.35". */
  quantity: number | string;
  unit?: string;
  /** Cents per unit, up to 5 decimals. When absent and a split is given, the split's sum. */
  unit_cost_cents?: number | null;
  /** Whole cents; when set the line total is this amount and quantity × unit cost is not used. */
  lump_sum_cents?: number | null;
  split?: CostSplit | null;
  /** Without a split, a "material" line counts entirely as material (sales tax on material). */
  cost_type?: CostType | null;
  /** Kept out of the base total and listed with its own total. */
  alternate?: boolean;
  allowance?: boolean;
  tags?: string[];
  /** Free location / area / phase text. */
  area?: string | null;
}

export interface EstimateModel {
  /** Input metrics by name (GSF, NRSF, UNITS …); names are case-insensitive identifiers. */
  inputs: Record<string, number>;
  lines: EstimateLine[];
  markups: Markup[];
  schedule?: ConstructionSchedule | null;
  escalation_rates?: EscalationRate[];
}

export interface LineResult {
  uid: string;
  /** The evaluated quantity (5 decimals); null for a lump-sum line. */
  quantity: number | null;
  total_cents: number;
  material_cents: number;
  /** Why the line counts as 0 (or why its split is off); null when fine. */
  error: string | null;
}

export interface MarkupResult {
  uid: string;
  name: string;
  kind: MarkupKind;
  percent: number | null;
  /** Escalation: the factor applied (1.0843) with its year-by-year breakdown. */
  factor: number | null;
  escalation: Escalation | null;
  base_cents: number;
  amount_cents: number;
  error: string | null;
}

export interface DivisionTotal {
  division: string;
  total_cents: number;
  /** total / direct cost, 5 decimals; null when the direct cost is 0. */
  share: number | null;
  lines: number;
}

export interface AlternateTotal {
  uid: string;
  total_cents: number;
}

export interface AlternateImpact extends AlternateTotal {
  /** The grand total if this alternate alone were accepted (markups apply to it too). */
  grand_total_if_accepted_cents: number;
}

export interface LineError {
  uid: string;
  message: string;
}

export interface MetricCost {
  name: string;
  value: number;
  /** Cents per unit of the metric, rounded half away; null when the metric is 0. */
  direct_cents: number | null;
  grand_total_cents: number | null;
}

export interface EstimateTotals {
  direct_cents: number;
  allowances_cents: number;
  markups: MarkupResult[];
  markups_cents: number;
  grand_total_cents: number;
  per_metric: MetricCost[];
  /** Base lines by division, sorted by division key. */
  divisions: DivisionTotal[];
  /** Sum of the alternates' own totals; the list is `engine.alternates()` / `alternateImpacts()`. */
  alternates_cents: number;
  alternate_count: number;
  /** Lines counting as 0 because of a problem; the list is `engine.lineErrors()`. */
  line_error_count: number;
  /** Set when the estimate is too large to total exactly. */
  error: string | null;
}

export type Outcome = { ok: true } | { ok: false; message: string; field?: string; uid?: string };

export type LinePatch = Partial<Omit<EstimateLine, "uid">>;
export type MarkupPatch = Partial<Omit<Markup, "uid">>;

export interface EstimateEngine {
  totals(): EstimateTotals;
  line(uid: string): LineResult | null;
  /** Every line's result, in no particular order. */
  lineResults(): LineResult[];
  /** Alternates (kept out of the base) with their own totals, in the order the engine met them. */
  alternates(): AlternateTotal[];
  /** Each alternate with the grand total if it alone were accepted: O(alternates × markups). */
  alternateImpacts(): AlternateImpact[];
  /** Lines that count as 0 (or show a warning) and why. */
  lineErrors(): LineError[];
  updateLine(uid: string, patch: LinePatch): Outcome;
  /** All or nothing. */
  insertLines(lines: readonly EstimateLine[]): Outcome;
  /** All or nothing. */
  deleteLines(uids: readonly string[]): Outcome;
  /** Sets (or adds) an input and recomputes the lines whose formulas read it. */
  updateInput(name: string, value: number): Outcome;
  deleteInput(name: string): Outcome;
  updateMarkup(uid: string, patch: MarkupPatch): Outcome;
  /** Replaces the stack (add, remove, reorder). */
  setMarkups(markups: readonly Markup[]): Outcome;
  setSchedule(schedule: ConstructionSchedule | null, rates?: readonly EscalationRate[]): Outcome;
  /** Moves an alternate into the base. */
  acceptAlternate(uid: string): Outcome;
  /** Full recalculation of every line and sum (what the benchmark times). */
  recalculate(): void;
  /** The current estimate; lines in no particular order. */
  model(): EstimateModel;
}
