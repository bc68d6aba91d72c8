import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCurrency, formatMoneyInput, parseMoneyInput } from "@/lib/domain/money-format";

const BOUND = 1_000_000_000_000; // ±10^12 cents = ±$10 billion
const cents = fc.integer({ min: -BOUND, max: BOUND });

describe("formatMoneyInput", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [123_450, "1,234.50"],
    [100_000_000, "1,000,000.00"],
    [99_999, "999.99"],
    [-1_200, "-12.00"],
    [-5, "-0.05"],
    [null, ""],
  ])("%s → %j", (input, text) => {
    expect(formatMoneyInput(input)).toBe(text);
  });

  it("rounds a fractional cent half away from zero and never shows -0", () => {
    expect(formatMoneyInput(12.5)).toBe("0.13");
    expect(formatMoneyInput(-12.5)).toBe("-0.13");
    expect(formatMoneyInput(-0.4)).toBe("0.00");
    expect(formatMoneyInput(-0)).toBe("0.00");
  });

  it("is empty for NaN and infinities", () => {
    expect(formatMoneyInput(Number.NaN)).toBe("");
    expect(formatMoneyInput(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatCurrency", () => {
  it.each([
    [123_450, "$1,234.50"],
    [0, "$0.00"],
    [-1_200, "-$12.00"],
    [100_000_000_000, "$1,000,000,000.00"],
  ])("%s → %j", (input, text) => {
    expect(formatCurrency(input)).toBe(text);
  });

  it("shows whole dollars with { cents: false }, rounding half away from zero", () => {
    expect(formatCurrency(123_450, { cents: false })).toBe("$1,235");
    expect(formatCurrency(123_449, { cents: false })).toBe("$1,234");
    expect(formatCurrency(-150, { cents: false })).toBe("-$2");
    expect(formatCurrency(-49, { cents: false })).toBe("$0");
    expect(formatCurrency(123_450, { cents: true })).toBe("$1,234.50");
  });
});

describe("parseMoneyInput", () => {
  it.each([
    ["1,234.5", 123_450],
    ["$1234.50", 123_450],
    ["$1,234.50", 123_450],
    ["-12", -1_200],
    ["-$12", -1_200],
    ["$-12", -1_200],
    ["\u221212.50", -1_250],
    ["(1,234.50)", -123_450],
    ["+7", 700],
    ["  42  ", 4_200],
    ["1\u00a0000", 100_000],
    [".5", 50],
    ["1234.", 123_400],
    ["0", 0],
    ["-0", 0],
    ["-0.00", 0],
    ["1,2", 1_200], // a half-typed "1,234" still reads as a number
  ])("%j → %s", (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "$",
    "-",
    ".",
    "abc",
    "12abc",
    "1.2.3",
    "1,234.5,6",
    ",5",
    "1,,2",
    "--5",
    "-$-5",
    "(-5)",
    "1e5",
    "12 34 $",
    "€12",
  ])("%j → null", (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it("rounds to the cent half away from zero", () => {
    expect(parseMoneyInput("1.005")).toBe(101);
    expect(parseMoneyInput("1.00499999")).toBe(100);
    expect(parseMoneyInput("-1.005")).toBe(-101);
    expect(parseMoneyInput("-1.0049")).toBe(-100);
    expect(parseMoneyInput("0.995")).toBe(100);
    expect(parseMoneyInput("0.004")).toBe(0);
    expect(parseMoneyInput("-0.004")).toBe(0);
  });

  it("refuses amounts beyond safe integer cents", () => {
    expect(parseMoneyInput("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseMoneyInput("90071992547409.92")).toBeNull();
    expect(parseMoneyInput("1".repeat(30))).toBeNull();
  });
});

describe("money format properties", () => {
  it("format → parse round-trips every cents value within ±10^12", () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(parseMoneyInput(formatMoneyInput(c))).toBe(c);
        expect(parseMoneyInput(formatCurrency(c))).toBe(c);
      }),
    );
  });

  it("formats with comma groups and exactly two decimals", () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(formatMoneyInput(c)).toMatch(/^-?(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
        expect(formatCurrency(c)).toMatch(/^-?\$(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
      }),
    );
  });

  it("parses plain decimal text exactly, whatever the decoration", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        fc.constantFrom("", "$"),
        (dollars, rest, negative, prefix) => {
          const text = `${negative ? "-" : ""}${prefix}${dollars}.${String(rest).padStart(2, "0")}`;
          const expected = dollars * 100 + rest;
          expect(parseMoneyInput(text)).toBe(negative && expected !== 0 ? -expected : expected);
        },
      ),
    );
  });

  it("rounds a third decimal half away from zero, symmetric in sign", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        (dollars, thousandths) => {
          const text = `${dollars}.${String(thousandths).padStart(3, "0")}`;
          const expected = dollars * 100 + Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
          expect(parseMoneyInput(text)).toBe(expected);
          expect(parseMoneyInput(`-${text}`)).toBe(expected === 0 ? 0 : -expected);
        },
      ),
    );
  });

  it("parse is idempotent through format", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseMoneyInput(text);
        if (parsed === null) return;
        expect(parseMoneyInput(formatMoneyInput(parsed))).toBe(parsed);
      }),
    );
  });
});
