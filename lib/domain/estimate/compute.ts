// One-off computations on a whole estimate model, from scratch.

import { createEngine } from "./engine";
import type { AlternateImpact, EstimateModel, EstimateTotals, LineError, LineResult } from "./model";

export interface EstimateComputation {
  totals: EstimateTotals;
  /** In the model's order. */
  lines: LineResult[];
  alternates: AlternateImpact[];
  line_errors: LineError[];
}

/** Totals, per-line results and what each alternate would add, computed from scratch. */
export function computeEstimate(model: EstimateModel): EstimateComputation {
  const engine = createEngine(model);
  return {
    totals: engine.totals(),
    lines: model.lines.map((l) => engine.line(l.uid)!),
    alternates: engine.alternateImpacts(),
    line_errors: engine.lineErrors(),
  };
}

/** The model with one alternate accepted into the base. */
export function withAlternateAccepted(model: EstimateModel, uid: string): EstimateModel {
  return { ...model, lines: model.lines.map((l) => (l.uid === uid ? { ...l, alternate: false } : l)) };
}
