// One line item checked and reduced to the scaled integers the engine computes with. Loading is tolerant
// (a stored line with a problem still opens, counts as 0 and shows its message); the engine's edit
// functions and the API use the same checks strictly and refuse the edit instead.

import { checkDecimal, DECIMAL_MESSAGES, DECIMAL_SCALE, parseDecimal, scaleDecimal } from "./decimal";
import { type CompiledFormula, compileFormula, type FormulaResult } from "./formula";
import type { CostSplit, CostType, EstimateLine } from "./model";

export const LINE_ALTERNATE = 1;
export const LINE_ALLOWANCE = 2;
export const LINE_LUMP = 4;
/** Material portion = quantity × split material per unit. */
export const LINE_SPLIT = 8;
/** No split and cost type "material": the whole total is material. */
export const LINE_MATERIAL = 16;

export interface PreparedLine {
  flags: number;
  /** Fixed quantity × 10^5 (0 for a formula or an unreadable quantity). */
  q5: number;
  formula: CompiledFormula | null;
  /** Unit cost cents × 10^5. */
  c5: number;
  lump: number;
  /** Material cents per unit × 10^5. */
  m5: number;
  /** Field → message, null when the line is clean. */
  errors: Record<string, string> | null;
}

const COST_TYPES: readonly CostType[] = ["labor", "material", "equipment", "subcontract", "other"];
const SPLIT_PARTS = ["labor_cents", "material_cents", "equipment_cents", "subcontract_cents"] as const;

/** "$4.12345" from cents × 10^5 — exact text for messages. */
function dollarsText(c5: number): string {
  const abs = Math.abs(c5);
  const frac = abs % 10_000_000;
  const whole = (abs - frac) / 10_000_000;
  const decimals = String(frac).padStart(7, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${c5 < 0 ? "-" : ""}$${whole}.${decimals}`;
}

type Compile = (source: string) => FormulaResult<CompiledFormula>;

// Module functions rather than closures: prepareLine runs once per line when a 50,000-line estimate loads.
function fail(out: PreparedLine, field: string, message: string) {
  out.errors ??= {};
  out.errors[field] ??= message;
}

/** value × 10^5, or NaN after recording why the value is unusable. */
function scaled(out: PreparedLine, field: string, value: unknown): number {
  const s = typeof value === "number" ? scaleDecimal(value) : Number.NaN;
  if (Number.isNaN(s)) fail(out, field, checkDecimal(value) ?? DECIMAL_MESSAGES.notANumber);
  return s;
}

function prepareQuantity(quantity: unknown, out: PreparedLine, compile: Compile) {
  if (typeof quantity === "number") {
    const q = scaled(out, "quantity", quantity);
    if (!Number.isNaN(q)) out.q5 = q;
    return;
  }
  if (typeof quantity !== "string") return fail(out, "quantity", DECIMAL_MESSAGES.notANumber);
  if (quantity.trim() === "") return; // a blank quantity is 0, as in a spreadsheet
  const parsed = parseDecimal(quantity);
  if (parsed.ok) {
    out.q5 = parsed.scaled;
    return;
  }
  if (parsed.message !== DECIMAL_MESSAGES.notANumber) return fail(out, "quantity", parsed.message);
  const compiled = compile(quantity);
  if (compiled.ok) out.formula = compiled.value;
  else fail(out, "quantity", compiled.error.message);
}

/** The split's sum per unit × 10^5 (NaN when a part is unusable); sets the material part. */
function prepareSplit(split: CostSplit, out: PreparedLine): number {
  let sum = 0;
  for (const part of SPLIT_PARTS) {
    const v = split[part];
    if (v === undefined || v === null) continue;
    const s = scaled(out, "split", v);
    sum += s;
    if (part === "material_cents" && !Number.isNaN(s)) out.m5 = s;
  }
  return sum;
}

/** `compile` lets the engine share one compiled formula between lines with the same text. */
export function prepareLine(line: EstimateLine, compile: Compile = compileFormula): PreparedLine {
  const out: PreparedLine = { flags: 0, q5: 0, formula: null, c5: 0, lump: 0, m5: 0, errors: null };
  if (typeof line.uid !== "string" || line.uid === "") fail(out, "uid", "Every line needs a uid");
  if (typeof line.cost_code !== "string") fail(out, "cost_code", "Cost code must be text");
  if (line.alternate) out.flags |= LINE_ALTERNATE;
  if (line.allowance) out.flags |= LINE_ALLOWANCE;
  const costType = line.cost_type ?? null;
  if (costType !== null && !COST_TYPES.includes(costType)) {
    fail(out, "cost_type", "Cost type must be labor, material, equipment, subcontract or other");
  }
  const split = line.split ? prepareSplit(line.split, out) : null;
  if (split !== null) out.flags |= LINE_SPLIT;
  else if (costType === "material") out.flags |= LINE_MATERIAL;
  const splitUsable = split !== null && !Number.isNaN(split);

  if (line.lump_sum_cents !== undefined && line.lump_sum_cents !== null) {
    out.flags |= LINE_LUMP;
    if (!Number.isSafeInteger(line.lump_sum_cents))
      fail(out, "lump_sum_cents", "Use whole cents for a lump sum");
    else out.lump = line.lump_sum_cents;
    const lump5 = out.lump * DECIMAL_SCALE;
    if (splitUsable && split !== lump5) {
      fail(
        out,
        "split",
        `The split adds up to ${dollarsText(split)}, not the lump sum ${dollarsText(lump5)}`,
      );
    }
    return out;
  }

  prepareQuantity(line.quantity, out, compile);
  if (line.unit_cost_cents !== undefined && line.unit_cost_cents !== null) {
    const c = scaled(out, "unit_cost_cents", line.unit_cost_cents);
    if (!Number.isNaN(c)) {
      out.c5 = c;
      if (splitUsable && split !== c) {
        fail(
          out,
          "split",
          `The split adds up to ${dollarsText(split)} per unit, not the unit cost ${dollarsText(c)}`,
        );
      }
    }
  } else if (splitUsable) {
    out.c5 = split;
  }
  return out;
}
