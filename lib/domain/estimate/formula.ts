// Quantity formulas over estimate inputs: compile once, evaluate against the inputs, list the inputs a
// formula reads (the engine's dependency map). Input names are case-insensitive; results are rounded half
// away from zero to 5 decimals, like every stored quantity.

import { DECIMAL_SCALE, roundToScaled } from "./decimal";
import { FormulaError, type FormulaResult } from "./formula-error";
import { type FormulaNode, parseFormula } from "./formula-parse";

export { FormulaError, type FormulaResult, MAX_FORMULA_LENGTH } from "./formula-error";
export { FUNCTION_NAMES } from "./formula-parse";

export interface CompiledFormula {
  readonly source: string;
  /** Upper-case names of the inputs the formula reads, each once, in order of appearance. */
  readonly inputs: readonly string[];
  readonly root: FormulaNode;
}

/** Upper-case name → value; what `evaluateScaled` reads. */
export type InputMap = ReadonlyMap<string, number>;

export const normalizeInputName = (name: string) => name.trim().toUpperCase();

function collectInputs(node: FormulaNode, into: Set<string>) {
  switch (node.kind) {
    case "input":
      into.add(node.name);
      return;
    case "neg":
      collectInputs(node.arg, into);
      return;
    case "call":
      for (const a of node.args) collectInputs(a, into);
      return;
    case "num":
      return;
    default:
      collectInputs(node.left, into);
      collectInputs(node.right, into);
  }
}

export function compileFormula(source: string): FormulaResult<CompiledFormula> {
  try {
    const root = parseFormula(source);
    const names = new Set<string>();
    collectInputs(root, names);
    return { ok: true, value: { source, inputs: [...names], root } };
  } catch (e) {
    if (e instanceof FormulaError) return { ok: false, error: e };
    // A bug, not bad input: report it as a readable formula error rather than crash the estimate.
    return { ok: false, error: new FormulaError("syntax", "Formula could not be read") };
  }
}

/** Where evaluation records its first problem; evaluation itself returns NaN and never throws. */
export interface EvalContext {
  error: FormulaError | null;
}

function fail(ctx: EvalContext, error: FormulaError): number {
  if (ctx.error === null) ctx.error = error;
  return Number.NaN;
}

// Float noise (0.1 * 3 * 10 = 3.0000000000000004) must not push ceil/floor/round past a whole number or a
// half; values that close are read as the number a person would write (15 significant digits). Checked
// first so the slow toPrecision runs only near a boundary.
const clean = (x: number) => Number(x.toPrecision(15));

function nearWhole(x: number): number {
  const off = Math.abs(x - Math.round(x));
  return off !== 0 && off < 1e-9 * Math.max(1, Math.abs(x)) ? clean(x) : x;
}

function roundDigits(x: number, digits: number): number {
  const f = 10 ** digits;
  let y = Math.abs(x) * f;
  const frac = y - Math.floor(y);
  if (frac > 0.4999999 && frac < 0.5000001) y = clean(y);
  const r = Math.floor(y) + (y - Math.floor(y) >= 0.5 ? 1 : 0);
  const out = r / f;
  return x < 0 && out !== 0 ? -out : out;
}

function callFunction(node: FormulaNode & { kind: "call" }, inputs: InputMap, ctx: EvalContext): number {
  const { args } = node;
  switch (node.fn) {
    case "min":
    case "max": {
      let acc = evaluateNode(args[0], inputs, ctx);
      for (let i = 1; i < args.length; i++) {
        const v = evaluateNode(args[i], inputs, ctx);
        acc = node.fn === "min" ? Math.min(acc, v) : Math.max(acc, v);
      }
      return acc;
    }
    case "round": {
      const x = evaluateNode(args[0], inputs, ctx);
      const digits = args.length > 1 ? evaluateNode(args[1], inputs, ctx) : 0;
      if (Number.isNaN(x) || Number.isNaN(digits)) return Number.NaN;
      if (!Number.isInteger(digits) || digits < -10 || digits > 10) {
        return fail(
          ctx,
          new FormulaError("arguments", "round() digits must be a whole number from -10 to 10", node.pos),
        );
      }
      return roundDigits(x, digits);
    }
    case "ceil":
      return Math.ceil(nearWhole(evaluateNode(args[0], inputs, ctx)));
    case "floor":
      return Math.floor(nearWhole(evaluateNode(args[0], inputs, ctx)));
    case "abs":
      return Math.abs(evaluateNode(args[0], inputs, ctx));
  }
}

function evaluateNode(node: FormulaNode, inputs: InputMap, ctx: EvalContext): number {
  switch (node.kind) {
    case "num":
      return node.value;
    case "input": {
      const v = inputs.get(node.name);
      if (v === undefined) {
        return fail(ctx, new FormulaError("unknown_input", `Unknown input: ${node.text}`, node.pos));
      }
      return v;
    }
    case "neg":
      return -evaluateNode(node.arg, inputs, ctx);
    case "add":
      return evaluateNode(node.left, inputs, ctx) + evaluateNode(node.right, inputs, ctx);
    case "sub":
      return evaluateNode(node.left, inputs, ctx) - evaluateNode(node.right, inputs, ctx);
    case "mul":
      return evaluateNode(node.left, inputs, ctx) * evaluateNode(node.right, inputs, ctx);
    case "div": {
      const left = evaluateNode(node.left, inputs, ctx);
      const right = evaluateNode(node.right, inputs, ctx);
      if (right === 0) return fail(ctx, new FormulaError("division_by_zero", "Division by zero", node.pos));
      return left / right;
    }
    case "call":
      return callFunction(node, inputs, ctx);
  }
}

/**
 * The engine's hot path: the result × 10^5 as an integer (rounded half away), or NaN with `ctx.error` set.
 * `inputs` must be keyed by upper-case names.
 */
export function evaluateScaled(formula: CompiledFormula, inputs: InputMap, ctx: EvalContext): number {
  ctx.error = null;
  const v = evaluateNode(formula.root, inputs, ctx);
  if (ctx.error !== null) return Number.NaN;
  const scaled = roundToScaled(v);
  if (Number.isNaN(scaled)) {
    ctx.error = new FormulaError("not_finite", "Result is too large");
  }
  return scaled;
}

function toInputMap(inputs: InputMap | Readonly<Record<string, number>>): InputMap {
  const map = new Map<string, number>();
  const entries = inputs instanceof Map ? inputs.entries() : Object.entries(inputs);
  for (const [name, value] of entries) map.set(normalizeInputName(name), value);
  return map;
}

/** Evaluate against inputs (any case); the value is rounded half away from zero to 5 decimals. */
export function evaluateFormula(
  formula: CompiledFormula,
  inputs: InputMap | Readonly<Record<string, number>>,
): FormulaResult<number> {
  const ctx: EvalContext = { error: null };
  const scaled = evaluateScaled(formula, toInputMap(inputs), ctx);
  if (ctx.error) return { ok: false, error: ctx.error };
  return { ok: true, value: scaled / DECIMAL_SCALE };
}

/** Compile and evaluate in one step (validation of a typed formula). */
export function evaluateFormulaText(
  source: string,
  inputs: InputMap | Readonly<Record<string, number>>,
): FormulaResult<number> {
  const compiled = compileFormula(source);
  return compiled.ok ? evaluateFormula(compiled.value, inputs) : compiled;
}
