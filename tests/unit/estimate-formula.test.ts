import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundToScaled } from "@/lib/domain/estimate/decimal";
import {
  compileFormula,
  evaluateFormula,
  evaluateFormulaText,
  FormulaError,
  MAX_FORMULA_LENGTH,
} from "@/lib/domain/estimate/formula";

const inputs = { GSF: 12_345.678, UNITS: 120, Roof_Area: 30_000, STORIES: 4, ZERO: 0 };

function value(source: string, values: Record<string, number> = inputs): number {
  const r = evaluateFormulaText(source, values);
  if (!r.ok) throw new Error(`unexpected error: ${r.error.message}`);
  return r.value;
}

function failure(source: string, values: Record<string, number> = inputs) {
  const r = evaluateFormulaText(source, values);
  if (r.ok) throw new Error(`expected an error, got ${r.value}`);
  expect(r.error).toBeInstanceOf(FormulaError);
  return { message: r.error.message, position: r.error.position, code: r.error.code };
}

describe("formula evaluation", () => {
  it.each([
    ["2 + 3 * 4", 14],
    ["(2 + 3) * 4", 20],
    ["10 - 4 - 3", 3],
    ["100 / 10 / 2", 5],
    ["-2 * 3", -6],
    ["2 * -3", -6],
    ["--2", 2],
    ["-(3 - 5) * 2", 4],
    ["+4", 4],
    ["2 - -2", 4],
    [".5 + 5.", 5.5],
    ["GSF * 0.35", 4320.9873],
    ["gsf * 0.35", 4320.9873],
    ["UNITS * 2", 240],
    ["roof_area / 100 * 1.1", 330],
    ["GSF \u00d7 2 \u00f7 4 \u2212 1", 6171.839],
    ["=UNITS*2", 240],
    ["GSF / 3", 4115.226],
    ["1 / 3", 0.33333],
    ["2 / 3", 0.66667],
    ["-2 / 3", -0.66667],
  ])("%s = %d", (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it.each([
    ["min(UNITS, 100, 150)", 100],
    ["max(UNITS * 2, 10)", 240],
    ["min(7)", 7],
    ["round(2.5)", 3],
    ["round(-2.5)", -3],
    ["round(GSF, 1)", 12_345.7],
    ["round(GSF, -2)", 12_300],
    ["round(1.005, 2)", 1.01],
    ["ceil(ROOF_AREA / 100 / 7)", 43],
    ["ceil(STORIES * 0.1 * 10)", 4],
    ["ceil(123456780 * 0.1)", 12_345_678],
    ["floor(0.7 * 3 / 2.1)", 1],
    ["floor(GSF / 1000)", 12],
    ["floor(-1.5)", -2],
    ["abs(2 - STORIES)", 2],
    ["MAX(1, Min(2, 3))", 2],
  ])("%s = %d", (source, expected) => {
    expect(value(source)).toBe(expected);
  });

  it("rounds results half away from zero to 5 decimals", () => {
    expect(value("0.000005")).toBe(0.00001);
    expect(value("-0.000005")).toBe(-0.00001);
    expect(value("1.000004999")).toBe(1);
  });

  it("compiles once and evaluates against any inputs, listing what it reads", () => {
    const compiled = compileFormula("GSF * 0.35 + gsf + max(UNITS, Roof_Area) - 2");
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(compiled.value.inputs).toEqual(["GSF", "UNITS", "ROOF_AREA"]);
    expect(evaluateFormula(compiled.value, { gsf: 100, units: 1, roof_area: 2 })).toEqual({
      ok: true,
      value: 135,
    });
    expect(
      evaluateFormula(
        compiled.value,
        new Map([
          ["GSF", 0],
          ["UNITS", 5],
          ["ROOF_AREA", 1],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: 3,
    });
  });
});

describe("formula errors are values with messages and positions", () => {
  it.each([
    ["(GSF +)", "Unexpected ')' at position 7", 7],
    ["GSF *", "Unexpected end of formula at position 6", 6],
    ["GSF)", "Unexpected ')' at position 4", 4],
    ["(GSF + 1", "Missing ')' at position 9 to close the '(' at position 1", 9],
    ["GSF $ 2", "Unexpected '$' at position 5", 5],
    ["2GSF", "Unexpected 'GSF' at position 2", 2],
    ["1..2", "Unexpected '.2' at position 3", 3],
    ["GSF, 2", "Unexpected ',' at position 4", 4],
    ["max(1,)", "Unexpected ')' at position 7", 7],
    ["* 2", "Unexpected '*' at position 1", 1],
    ["GSF ^ 2", "Unexpected '^' at position 5", 5],
  ])("%j → %s", (source, message, position) => {
    expect(failure(source)).toEqual({ message, position, code: "syntax" });
  });

  it("names unknown inputs and functions as written", () => {
    expect(failure("FOO + 1")).toEqual({ message: "Unknown input: FOO", position: 1, code: "unknown_input" });
    expect(failure("GSF * parking_stalls")).toMatchObject({
      message: "Unknown input: parking_stalls",
      position: 7,
    });
    expect(failure("sqrt(GSF)")).toEqual({
      message: "Unknown function: sqrt",
      position: 1,
      code: "unknown_function",
    });
  });

  it("checks function arity", () => {
    expect(failure("round(1, 2, 3)").message).toBe("round() takes 1 or 2 values, not 3 at position 1");
    expect(failure("abs()").message).toBe("abs() takes 1 value, not 0 at position 1");
    expect(failure("min()").message).toBe("min() takes at least 1 value, not 0 at position 1");
    expect(failure("round(GSF, 0.5)").message).toBe("round() digits must be a whole number from -10 to 10");
  });

  it("reports division by zero at the operator, and overflow", () => {
    expect(failure("GSF / ZERO")).toEqual({
      message: "Division by zero",
      position: 5,
      code: "division_by_zero",
    });
    expect(failure("1 + UNITS / (STORIES - 4)")).toMatchObject({ message: "Division by zero", position: 11 });
    expect(failure("99999999999 * 99999999999").message).toBe("Result is too large");
  });

  it("refuses empty, too long and too deep formulas", () => {
    expect(failure("   ")).toEqual({ message: "Formula is empty", position: null, code: "empty" });
    expect(failure(`1${"+1".repeat(MAX_FORMULA_LENGTH)}`)).toEqual({
      message: "Formula is too long (at most 500 characters)",
      position: null,
      code: "too_long",
    });
    expect(value(`1${"+1".repeat(249)}`)).toBe(250);
    expect(failure(`${"(".repeat(40)}1${")".repeat(40)}`)).toMatchObject({
      code: "too_deep",
      message: "Formula is nested too deeply (at most 32 levels) at position 33",
    });
    expect(failure(`${"-".repeat(60)}1`).code).toBe("too_deep");
    expect(value(`${"(".repeat(30)}1${")".repeat(30)}`)).toBe(1);
  });
});

describe("formula fuzzing", () => {
  const formulaChars = [
    ..."0123456789.+-*/()=, \t\u00d7\u00f7\u2212",
    "GSF",
    "UNITS",
    "min",
    "max",
    "round",
    "x",
    "_",
  ];

  function checkNeverThrows(source: string) {
    const r = evaluateFormulaText(source, inputs);
    if (r.ok) return Number.isFinite(r.value);
    return (
      r.error instanceof FormulaError &&
      r.error.message.length > 0 &&
      (r.error.position === null || (r.error.position >= 1 && r.error.position <= source.length + 1))
    );
  }

  it("never throws and never hangs on formula-like text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...formulaChars), { maxLength: 120 }), (parts) =>
        checkNeverThrows(parts.join("")),
      ),
      { numRuns: 5000 },
    );
  });

  it("never throws on arbitrary Unicode or very long text", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 700 }), checkNeverThrows), {
      numRuns: 2000,
    });
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("(", ")", "-", "1"), maxLength: 600 }), checkNeverThrows),
    );
  });

  type Expr = { text: string; value: number };
  const { expr } = fc.letrec<{ expr: Expr; leaf: Expr }>((tie) => ({
    leaf: fc.oneof(
      fc.integer({ min: 0, max: 10_000 }).map((n) => ({ text: String(n), value: n })),
      fc
        .constantFrom<[string, number]>(
          ["GSF", inputs.GSF],
          ["UNITS", inputs.UNITS],
          ["stories", inputs.STORIES],
        )
        .map(([text, value]) => ({ text, value })),
    ),
    expr: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      tie("leaf"),
      fc.tuple(tie("expr"), fc.constantFrom("+", "-", "*"), tie("expr")).map(([a, op, b]) => ({
        text: `(${a.text} ${op} ${b.text})`,
        value: op === "+" ? a.value + b.value : op === "-" ? a.value - b.value : a.value * b.value,
      })),
      tie("expr").map((a) => ({ text: `-(${a.text})`, value: -a.value })),
      fc.tuple(tie("expr"), tie("expr")).map(([a, b]) => ({
        text: `max(${a.text}, ${b.text})`,
        value: Math.max(a.value, b.value),
      })),
    ),
  }));

  it("evaluates generated expressions as the same arithmetic written in TypeScript", () => {
    fc.assert(
      fc.property(expr, ({ text, value: expected }) => {
        const r = evaluateFormulaText(text, inputs);
        const scaled = roundToScaled(expected);
        if (Number.isNaN(scaled)) return !r.ok && r.error.message === "Result is too large";
        return r.ok && r.value === scaled / 100_000;
      }),
      { numRuns: 2000 },
    );
  });
});
