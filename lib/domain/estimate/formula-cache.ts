// Formulas of one estimate by text: lines with the same text share one compiled formula and one
// evaluation per inputs epoch. The epoch moves whenever an input changes (and at a full recalculation), so
// a memoised result is only read while the inputs it was computed from still hold.

import { type CompiledFormula, compileFormula, type FormulaResult } from "./formula";

export interface FormulaSlot {
  compiled: CompiledFormula;
  epoch: number;
  /** Quantity × 10^5, NaN when the formula failed. */
  value: number;
  error: string | null;
}

export class FormulaCache {
  private readonly slots = new Map<string, FormulaSlot>();
  epoch = 0;

  /** compileFormula through the cache (what prepareLine is given). */
  readonly compile = (source: string): FormulaResult<CompiledFormula> => {
    const known = this.slots.get(source);
    if (known) return { ok: true, value: known.compiled };
    const result = compileFormula(source);
    if (result.ok)
      this.slots.set(source, { compiled: result.value, epoch: -1, value: Number.NaN, error: null });
    return result;
  };

  slot(formula: CompiledFormula): FormulaSlot {
    this.compile(formula.source);
    return this.slots.get(formula.source)!;
  }

  /** Memoised results from before this call are stale. */
  invalidate() {
    this.epoch++;
  }
}
