// Line results: quantity (fixed or from the formula's memoised result), total = round_half_away(quantity ×
// unit cost) in cents, material portion, and the problem shown on the line. One loop with the arrays in
// locals serves a single edited line and the full recalculation of 50,000 lines alike.

import { DECIMAL_SCALE } from "./decimal";
import type { LineTable } from "./engine-tables";
import { type EvalContext, evaluateScaled, type InputMap } from "./formula";
import { LINE_LUMP, LINE_MATERIAL, LINE_SPLIT } from "./line";
import { mulDivRound } from "./money";

/** Evaluates slots [from, to) of `table`, keeping `lineErrors` (uid → message) in step. */
export function computeLines(
  table: LineTable,
  from: number,
  to: number,
  inputs: InputMap,
  epoch: number,
  ctx: EvalContext,
  lineErrors: Map<string, string>,
) {
  const { flags, staticErrors, errors, formulas, q5, c5, m5, lump, qty, total, material, uids } = table;
  for (let s = from; s < to; s++) {
    const f = flags[s];
    let error = staticErrors[s];
    let q: number;
    let t: number;
    if (f & LINE_LUMP) {
      q = DECIMAL_SCALE;
      t = lump[s];
    } else {
      const formula = formulas[s];
      if (formula === null) q = q5[s];
      else {
        if (formula.epoch !== epoch) {
          formula.value = evaluateScaled(formula.compiled, inputs, ctx);
          formula.error = ctx.error ? ctx.error.message : null;
          formula.epoch = epoch;
        }
        q = formula.value;
        if (Number.isNaN(q)) {
          error ??= formula.error ?? "Formula could not be evaluated";
          q = 0;
        }
      }
      t = mulDivRound(q, c5[s], 10);
    }
    let m = f & LINE_SPLIT ? mulDivRound(q, m5[s], 10) : f & LINE_MATERIAL ? t : 0;
    if (Number.isNaN(t) || Number.isNaN(m)) {
      error = "Line total is too large";
      t = 0;
      m = 0;
    }
    qty[s] = q;
    total[s] = t;
    material[s] = m;
    const before = errors[s];
    if (error !== before) {
      errors[s] = error;
      if (error !== null) lineErrors.set(uids[s], error);
      else lineErrors.delete(uids[s]);
    }
  }
}
