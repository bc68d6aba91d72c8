// Every number checkable from the screen (issue 20): normalised divisions add up to the total, factors
// carry their index values, a basis after the last index uses the last value and says so, escalation is
// spelled out year by year.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escalationFactor } from "@/lib/domain/estimate/escalation";
import { escalationCarried, escalationSpan, escalationYears } from "@/lib/domain/estimate/escalation-text";
import {
  buildLocationTable,
  normalisedCents,
  normalisedParts,
  recordFactors,
} from "@/lib/domain/project/normalise";
import { roundHalfAwayFromZero } from "@/lib/domain/reference/cents";
import {
  type Factor,
  formatFactorsWithIndexes,
  prepareSeries,
  timeFactor,
} from "@/lib/domain/reference/normalisation";

const series = prepareSeries({
  frequency: "monthly",
  points: [
    { period: "2020-01-01", value: 231.4 },
    { period: "2026-10-01", value: 233 },
  ],
});

describe("normalised parts (largest remainder)", () => {
  it("adds up to the normalised total where rounding each part would not", () => {
    const factors: Factor[] = [{ kind: "time", factor: 1.005, detail: "" }];
    const parts = [101, 101, 101]; // 101.505 each: rounding each gives 102 × 3 = 306; the total is 305
    expect(parts.map((c) => normalisedCents(c, factors))).toEqual([102, 102, 102]);
    expect(normalisedCents(303, factors)).toBe(305);
    expect(normalisedParts(parts, factors)).toEqual([102, 102, 101]);
  });

  it("property: the displayed cents sum to the displayed total, each within a cent of its exact value", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5_000_000_00, max: 50_000_000_00 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (parts, time, place) => {
          const factors: Factor[] = [
            { kind: "time", factor: time, detail: "" },
            { kind: "location", factor: place, detail: "" },
          ];
          const out = normalisedParts(parts, factors);
          const total = parts.reduce((a, b) => a + b, 0);
          expect(out.reduce((a, b) => a + b, 0)).toBe(normalisedCents(total, factors));
          out.forEach((c, i) => {
            expect(Math.abs(c - parts[i]! * time * place)).toBeLessThan(1.000001);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves parts alone without factors", () => {
    expect(normalisedParts([5, -3, 7], [])).toEqual([5, -3, 7]);
  });
});

describe("factors with their index values", () => {
  it("shows the ratio behind each factor, so total × indexes reproduces the figure", () => {
    const t = timeFactor(series, "2020-01-15", "2026-10-01");
    if (!t.ok) throw new Error(t.message);
    const factors: Factor[] = [
      { kind: "time", factor: t.factor, detail: t.detail },
      { kind: "location", factor: 100 / 87.9, detail: "National average 100 / Texas 87.9" },
    ];
    expect(formatFactorsWithIndexes(factors)).toBe(
      "× 1.007 time (233 / 231.4) · × 1.138 location (National average 100 / Texas 87.9)",
    );
    const total = 29_803_941_234;
    expect(normalisedCents(total, factors)).toBe(roundHalfAwayFromZero(total * (233 / 231.4) * (100 / 87.9)));
  });
});

describe("a cost basis after the last index value", () => {
  it("uses the last known value and says so", () => {
    const t = timeFactor(series, "2026-11-20", "2026-10-01");
    expect(t).toMatchObject({
      ok: true,
      factor: 1,
      note: "index for 2026-11 not published yet; using 2026-10",
      detail: "233 / 233",
    });
    const table = buildLocationTable([]);
    const f = recordFactors(
      { cost_basis_date: "2026-12-01", metro: null, state: null },
      { date: "2026-10-01" },
      series,
      table,
    );
    expect(f.warning).toBeUndefined();
    expect(f.note).toBe("index for 2026-12 not published yet; using 2026-10");
  });

  it("still refuses a target after the series and a basis before it", () => {
    expect(timeFactor(series, "2020-01-01", "2026-11-01")).toEqual({
      ok: false,
      message: "The index series has no value for 2026-11",
    });
    expect(timeFactor(series, "2019-12-31", "2026-10-01")).toMatchObject({ ok: false });
  });
});

describe("escalation spelled out", () => {
  const rates = [
    { year: 2026, rate_percent: 4 },
    { year: 2030, rate_percent: 3.3 },
    { year: 2027, rate_percent: 3.5 },
    { year: 2028, rate_percent: 3.5 },
    { year: 2029, rate_percent: 3.4 },
  ];

  it("names the months to the midpoint, each year's rate and the years that reuse the last rate", () => {
    const out = escalationFactor(
      { pricing_date: "2026-07-01", construction_start: "2031-01-01", duration_months: 36 },
      rates,
    );
    if (!out.ok) throw new Error(out.message);
    expect(escalationSpan(out.value)).toBe("72 months to the midpoint 2032-07-01 (part-months count)");
    expect(escalationYears(out.value)[0]).toBe("2026: 4 % for 6 months → × 1.01980");
    expect(escalationYears(out.value)).toHaveLength(7);
    expect(escalationCarried(out.value)).toEqual(["2031–2032 reuse 2030's 3.3 % (the table ends there)"]);
  });

  it("counts part-months and says nothing is carried inside the table", () => {
    const out = escalationFactor(
      { pricing_date: "2026-01-01", construction_start: "2026-06-16", duration_months: 2 },
      rates,
    );
    if (!out.ok) throw new Error(out.message);
    expect(out.value.months).toBeCloseTo(6.5, 5);
    expect(escalationSpan(out.value)).toBe("6.5 months to the midpoint 2026-07-17 (part-months count)");
    expect(escalationYears(out.value)).toEqual(["2026: 4 % for 6.5 months → × 1.02147"]);
    expect(escalationCarried(out.value)).toEqual([]);
  });

  it("says when the midpoint is not after the pricing date", () => {
    const out = escalationFactor(
      { pricing_date: "2027-01-01", construction_start: "2026-01-01", duration_months: 2 },
      rates,
    );
    if (!out.ok) throw new Error(out.message);
    expect(escalationSpan(out.value)).toBe(
      "Midpoint 2026-02-01 is not after the pricing date: no escalation",
    );
  });
});
