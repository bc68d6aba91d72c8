import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { column, columnMax, fitsColumn, isMetricValue, projectColumns } from "@/lib/domain/limits";
import { metricRangeErrors, recordRangeErrors } from "@/lib/domain/project/record";

/**
 * What PostgreSQL does with the parameter drizzle sends (String(value)) for numeric(p, s): round half away from
 * zero to s decimals, then overflow when more than p − s digits remain before the point.
 */
function postgresStores(value: number, precision: number, scale: number): boolean {
  const [whole = "", frac = ""] = String(Math.abs(value)).split(".");
  let digits = BigInt(whole + frac.slice(0, scale).padEnd(scale, "0"));
  if ((frac[scale] ?? "0") >= "5") digits += 1n;
  return digits < 10n ** BigInt(precision);
}

// Doubles whose String() is plain decimal notation (no exponent).
const plainDouble = (max: number) =>
  fc
    .double({ min: -max, max, noNaN: true, noDefaultInfinity: true })
    .filter((v) => v === 0 || (Math.abs(v) >= 1e-6 && Math.abs(v) < 1e21));

describe("fitsColumn", () => {
  it("numeric(p, s): never lets through a value PostgreSQL would refuse (property)", () => {
    for (const [precision, scale] of [
      [20, 5],
      [24, 5],
      [10, 2],
    ] as const) {
      const limit = 10 ** (precision - scale);
      fc.assert(
        fc.property(
          fc.oneof(plainDouble(limit * 2), fc.double({ min: limit * 0.999, max: limit * 1.001 })),
          (v) => {
            if (fitsColumn(v, column.numeric(precision, scale)))
              expect(postgresStores(v, precision, scale)).toBe(true);
          },
        ),
        { numRuns: 2000, seed: 6 },
      );
    }
  });

  it("numeric(20,5): the edges", () => {
    const gsf = projectColumns.gsf;
    expect(fitsColumn(999_999_999_999_999.9, gsf)).toBe(true);
    expect(fitsColumn(1e15, gsf)).toBe(false);
    expect(fitsColumn(-1e15, gsf)).toBe(false);
    expect(fitsColumn(1e308, gsf)).toBe(false);
    expect(fitsColumn(Number.POSITIVE_INFINITY, gsf)).toBe(false);
    expect(fitsColumn(Number.NaN, gsf)).toBe(false);
    expect(fitsColumn(99_999_999.995, column.numeric(10, 2))).toBe(false);
    expect(columnMax(gsf)).toBeCloseTo(1e15, 0);
  });

  it("bigint holds the exact JS integers; integer is int4", () => {
    expect(fitsColumn(Number.MAX_SAFE_INTEGER, column.bigint)).toBe(true);
    expect(fitsColumn(Number.MAX_SAFE_INTEGER + 1, column.bigint)).toBe(false);
    expect(fitsColumn(-Number.MAX_SAFE_INTEGER, column.bigint)).toBe(true);
    expect(fitsColumn(1e19, column.bigint)).toBe(false);
    expect(fitsColumn(1.5, column.bigint)).toBe(false);
    expect(fitsColumn(2_147_483_647, column.integer)).toBe(true);
    expect(fitsColumn(2_147_483_648, column.integer)).toBe(false);
  });
});

describe("metric values", () => {
  it("0, or 0.00001 to 10^12 with at most 5 decimals", () => {
    for (const ok of [0, 0.00001, 1.5, 123456.78901, 1e12]) expect(isMetricValue(ok), String(ok)).toBe(true);
    for (const bad of [-0.00001, 0.000001, 1e-300, Number.MIN_VALUE, 0.123456, 1e12 + 1, 1e308, Number.NaN]) {
      expect(isMetricValue(bad), String(bad)).toBe(false);
    }
  });
});

describe("record range", () => {
  it("names the costs when |lines| add up past the largest amount, and each metric whose cost per would", () => {
    expect(recordRangeErrors(Array(90).fill({ amount_cents: 1e14 }), { gsf: 1 })).toEqual({});
    expect(recordRangeErrors(Array(91).fill({ amount_cents: 1e14 }), {})).toEqual({
      costs: expect.stringContaining("$90,071,992,547,409.91"),
    });
    // Credits count: +$600T and −$600T of lines net to 0 but could not be summed exactly.
    const swing = [...Array(60).fill({ amount_cents: 1e14 }), ...Array(60).fill({ amount_cents: -1e14 })];
    expect(Object.keys(recordRangeErrors(swing, {}))).toEqual(["costs"]);
    expect(metricRangeErrors(1e14, { gsf: 0.00001, nrsf: 0.1, keys: 0, acres: 0.00001 })).toEqual({
      "metrics.gsf": "Too small for this cost: the cost per GSF would exceed $90,071,992,547,409.91",
      "metrics.acres": "Too small for this cost: the cost per acres would exceed $90,071,992,547,409.91",
    });
    expect(metricRangeErrors(9e15, { gsf: 1, units: 0.00001 })).toEqual({
      "metrics.units": expect.any(String),
    });
    expect(metricRangeErrors(-1e14, { constructor: 0.00001 })).toEqual({
      "metrics.constructor": expect.stringContaining("cost per constructor"),
    });
  });
});
