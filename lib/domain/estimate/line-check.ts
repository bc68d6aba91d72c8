// The strict checks behind edits and the API: a line must be readable and its formula must evaluate
// against the current inputs. An edit is refused only for a problem it brings in; a problem the stored line
// already had (a formula whose input was deleted since) keeps showing on the line but does not block
// changes to its other fields.

import {
  type CompiledFormula,
  type EvalContext,
  evaluateScaled,
  type FormulaResult,
  type InputMap,
  normalizeInputName,
} from "./formula";
import { LINE_LUMP, type PreparedLine, prepareLine } from "./line";
import type { EstimateLine, LinePatch, Outcome } from "./model";

/** Every problem of a prepared line, [field, message], as it would compute against `inputs` now. */
export function lineProblems(prepared: PreparedLine, inputs: InputMap, ctx: EvalContext): [string, string][] {
  const out = prepared.errors ? Object.entries(prepared.errors) : [];
  if (prepared.formula && !(prepared.flags & LINE_LUMP)) {
    evaluateScaled(prepared.formula, inputs, ctx);
    if (ctx.error) out.push(["quantity", ctx.error.message]);
  }
  return out;
}

export interface LineCheckContext {
  inputs: InputMap;
  compile: (source: string) => FormulaResult<CompiledFormula>;
  ctx: EvalContext;
}

/** The prepared line, or the refusal for a new line (no `before`) or an edit (`before` + `patch`). */
export function checkLine(
  line: EstimateLine,
  { inputs, compile, ctx }: LineCheckContext,
  before?: EstimateLine,
  patch?: LinePatch,
): PreparedLine | Outcome {
  const prepared = prepareLine(line, compile);
  const problems = lineProblems(prepared, inputs, ctx);
  if (problems.length === 0) return prepared;
  const old = before
    ? lineProblems(prepareLine(before, compile), inputs, ctx).map(([f, m]) => `${f}:${m}`)
    : [];
  const fresh = problems.find(([f, m]) => !patch || f in patch || !old.includes(`${f}:${m}`));
  if (!fresh) return prepared;
  return { ok: false, field: fresh[0], message: fresh[1], uid: line.uid };
}

/**
 * Field → message for a line as the API receives it; `{}` when valid. With inputs, a formula must also
 * evaluate against them (unknown inputs, division by zero).
 */
export function validateLine(
  line: EstimateLine,
  inputs?: InputMap | Readonly<Record<string, number>>,
): Record<string, string> {
  const prepared = prepareLine(line);
  if (!inputs) return { ...prepared.errors };
  const map = new Map<string, number>();
  const entries = inputs instanceof Map ? inputs.entries() : Object.entries(inputs);
  for (const [name, value] of entries) map.set(normalizeInputName(name), value);
  return Object.fromEntries(lineProblems(prepared, map, { error: null }));
}
