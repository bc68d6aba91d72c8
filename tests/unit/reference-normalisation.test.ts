import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { costPerMetric, roundHalfAwayFromZero } from "@/lib/domain/reference/cents";
import { formatFactor } from "@/lib/domain/reference/factor-line";
import {
  applyFactors,
  escalationFactor,
  formatFactors,
  indexValueAt,
  locationFactor,
  nationalAverage,
  normaliseCost,
  prepareSeries,
  timeFactor,
} from "@/lib/domain/reference/normalisation";
import { periodStartFromNumber } from "@/lib/domain/reference/periods";

const close = (a: number, b: number, rel = 1e-9) =>
  Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));

// A monthly series from Jan 2010 with random gaps, and dates inside it.
const startMonth = 2010 * 12;
const seriesArb = fc
  .array(
    fc.record({ step: fc.integer({ min: 1, max: 4 }), value: fc.double({ min: 50, max: 400, noNaN: true }) }),
    {
      minLength: 2,
      maxLength: 60,
    },
  )
  .map((steps) => {
    let month = startMonth;
    const points = steps.map(({ step, value }, i) => {
      if (i > 0) month += step;
      return { period: periodStartFromNumber(month, "monthly"), value };
    });
    return { series: prepareSeries({ frequency: "monthly", points }), first: startMonth, last: month };
  });

const dateIn = (first: number, last: number) =>
  fc
    .tuple(fc.integer({ min: first, max: last }), fc.integer({ min: 1, max: 28 }))
    .map(([m, day]) => `${periodStartFromNumber(m, "monthly").slice(0, 8)}${String(day).padStart(2, "0")}`);

const withDates = seriesArb.chain((s) =>
  fc.tuple(fc.constant(s), dateIn(s.first, s.last), dateIn(s.first, s.last), dateIn(s.first, s.last)),
);

describe("time factor I(target) / I(source)", () => {
  it("composes: A→B × B→C = A→C, and A→A is exactly 1", () => {
    fc.assert(
      fc.property(withDates, ([{ series }, a, b, c]) => {
        const ab = timeFactor(series, a, b);
        const bc = timeFactor(series, b, c);
        const ac = timeFactor(series, a, c);
        if (!ab.ok || !bc.ok || !ac.ok) throw new Error("dates inside the series must resolve");
        expect(close(ab.factor * bc.factor, ac.factor)).toBe(true);
        const aa = timeFactor(series, a, a);
        expect(aa.ok && aa.factor).toBe(1);
      }),
    );
  });

  it("interpolates inside a gap between its neighbours and is exact on known periods", () => {
    fc.assert(
      fc.property(withDates, ([{ series }, a]) => {
        const v = indexValueAt(series, a);
        if (!v.ok) throw new Error(v.message);
        const lo = Math.min(...series.values);
        const hi = Math.max(...series.values);
        expect(v.value).toBeGreaterThanOrEqual(lo - 1e-9);
        expect(v.value).toBeLessThanOrEqual(hi + 1e-9);
      }),
    );
    const series = prepareSeries({
      frequency: "monthly",
      points: [
        { period: "2024-01-01", value: 100 },
        { period: "2024-05-01", value: 108 },
      ],
    });
    expect(indexValueAt(series, "2024-01-31")).toEqual({ ok: true, value: 100, interpolated: false });
    expect(indexValueAt(series, "2024-03-10")).toEqual({ ok: true, value: 104, interpolated: true });
    expect(indexValueAt(series, "2024-05-01")).toEqual({ ok: true, value: 108, interpolated: false });
  });

  it("refuses dates outside the series with a clear message", () => {
    const series = prepareSeries({
      frequency: "monthly",
      points: [
        { period: "2015-01-01", value: 100 },
        { period: "2026-10-01", value: 180 },
      ],
    });
    expect(timeFactor(series, "2014-12-31", "2020-01-01")).toEqual({
      ok: false,
      message: "The index series has no value for 2014-12",
    });
    expect(timeFactor(series, "2020-01-01", "2026-11-01")).toEqual({
      ok: false,
      message: "The index series has no value for 2026-11",
    });
    expect(
      timeFactor(prepareSeries({ frequency: "monthly", points: [] }), "2020-01-01", "2020-01-01"),
    ).toEqual({
      ok: false,
      message: "The index series has no values",
    });
    expect(timeFactor(series, "2020-02-30", "2020-01-01")).toEqual({
      ok: false,
      message: "2020-02-30 is not a date",
    });
  });

  it("reads a quarterly series by quarter: any day of Q2 takes the Q2 value", () => {
    const series = prepareSeries({
      frequency: "quarterly",
      points: [
        { period: "2024-01-01", value: 200 },
        { period: "2024-04-01", value: 210 },
        { period: "2024-10-01", value: 230 },
      ],
    });
    expect(indexValueAt(series, "2024-06-30")).toMatchObject({ value: 210, interpolated: false });
    expect(indexValueAt(series, "2024-08-15")).toMatchObject({ value: 220, interpolated: true });
    const t = timeFactor(series, "2024-02-01", "2024-11-30");
    expect(t).toMatchObject({ ok: true, factor: 230 / 200, detail: "230 / 200" });
  });
});

describe("location factor index_B / index_A", () => {
  const index = fc.record({ label: fc.string(), value: fc.double({ min: 40, max: 200, noNaN: true }) });

  it("round-trips, composes and is 1 for the same place", () => {
    fc.assert(
      fc.property(index, index, index, (a, b, c) => {
        expect(close(locationFactor(a, b).factor * locationFactor(b, a).factor, 1)).toBe(true);
        expect(
          close(locationFactor(a, b).factor * locationFactor(b, c).factor, locationFactor(a, c).factor),
        ).toBe(true);
        expect(locationFactor(a, a).factor).toBe(1);
      }),
    );
  });

  it("reproduces the published worked example 236.45 / 128.61 = × 1.8385", () => {
    const f = locationFactor({ label: "A", value: 128.61 }, { label: "B", value: 236.45 });
    expect(f.factor.toFixed(4)).toBe("1.8385");
    expect(locationFactor({ label: "Houston", value: 87.2 }, nationalAverage).detail).toBe(
      "National average 100 / Houston 87.2",
    );
  });

  it("refuses non-positive indexes", () => {
    expect(() => locationFactor({ label: "A", value: 0 }, nationalAverage)).toThrow(RangeError);
  });
});

describe("escalation (1 + r)^(months / 12), year by year", () => {
  const rates = Array.from({ length: 21 }, (_, i) => ({
    year: 2015 + i,
    ratePercent: ((i * 7) % 9) - 1 + 0.25,
  }));
  const date = fc
    .tuple(
      fc.integer({ min: 2015, max: 2035 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);

  it("composes, inverts and is 1 for no time", () => {
    fc.assert(
      fc.property(date, date, date, (a, b, c) => {
        const ab = escalationFactor(rates, a, b);
        const bc = escalationFactor(rates, b, c);
        const ac = escalationFactor(rates, a, c);
        const ba = escalationFactor(rates, b, a);
        if (!ab.ok || !bc.ok || !ac.ok || !ba.ok) throw new Error("rates cover every year");
        expect(close(ab.factor * bc.factor, ac.factor)).toBe(true);
        expect(close(ab.factor * ba.factor, 1)).toBe(true);
        const aa = escalationFactor(rates, a, a);
        expect(aa.ok && aa.factor).toBe(1);
      }),
    );
  });

  it("multiplies each year's share: 6 months at 4 % then 12 at 3 %", () => {
    const r = escalationFactor(
      [
        { year: 2026, ratePercent: 4 },
        { year: 2027, ratePercent: 3 },
      ],
      "2026-07-01",
      "2028-01-01",
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(close(r.factor, 1.04 ** 0.5 * 1.03)).toBe(true);
    expect(r.years.map((y) => [y.year, y.months])).toEqual([
      [2026, 6],
      [2027, 12],
    ]);
  });

  it("names a missing year", () => {
    expect(escalationFactor([{ year: 2026, ratePercent: 4 }], "2026-06-01", "2027-03-01")).toEqual({
      ok: false,
      message: "No escalation rate for 2027",
    });
  });
});

describe("cents", () => {
  it("rounds half away from zero", () => {
    expect([2.5, -2.5, 2.4999, 0.5, -0.5, 0, -0.2, 1.0000000001].map(roundHalfAwayFromZero)).toEqual([
      3, -3, 2, 1, -1, 0, 0, 1,
    ]);
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it("keeps an amount exact under no factors and within half a cent under any", () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    const factor = fc.double({ min: 0.2, max: 5, noNaN: true });
    fc.assert(
      fc.property(amount, fc.array(factor, { maxLength: 3 }), (cents, fs) => {
        expect(applyFactors(cents, []).cents).toBe(cents);
        const factors = fs.map((f) => ({ kind: "time" as const, factor: f, detail: "" }));
        const out = applyFactors(cents, factors);
        expect(Number.isInteger(out.cents)).toBe(true);
        const exact = fs.reduce((p, f) => p * f, cents);
        expect(Math.abs(out.cents - exact)).toBeLessThanOrEqual(0.5 + Math.abs(exact) * 1e-12);
        expect(applyFactors(-cents, factors).cents).toBe(-out.cents || 0);
      }),
    );
  });

  it("gives cost per metric in cents, or null without a metric", () => {
    expect(costPerMetric(12_345_678_90, 45_000)).toBe(27_435);
    expect(costPerMetric(1_000, 3)).toBe(333);
    expect(costPerMetric(500, 0)).toBeNull();
    expect(costPerMetric(500, null)).toBeNull();
    expect(costPerMetric(500, Number.NaN)).toBeNull();
  });
});

describe("normaliseCost and the factor display", () => {
  const series = prepareSeries({
    frequency: "monthly",
    points: [
      { period: "2020-01-01", value: 100 },
      { period: "2025-01-01", value: 108.4 },
    ],
  });

  it("applies time then location and shows both factors", () => {
    const out = normaliseCost({
      amountCents: 10_000_000,
      time: { series, sourceDate: "2020-01-15", targetDate: "2025-01-02" },
      location: { from: { label: "Dallas, TX", value: 100 }, to: { label: "Target", value: 93 } },
    });
    expect(out).toMatchObject({ ok: true, cents: 10_081_200 });
    if (!out.ok) return;
    expect(formatFactors(out.factors)).toBe("× 1.084 time · × 0.93 location");
  });

  it("passes on the series' error", () => {
    expect(
      normaliseCost({ amountCents: 1, time: { series, sourceDate: "2019-12-01", targetDate: "2025-01-01" } }),
    ).toEqual({ ok: false, message: "The index series has no value for 2019-12" });
  });

  it("formats factors with three decimals, at least two", () => {
    expect([1, 0.93, 1.08412, 1.0005, 0.9].map(formatFactor)).toEqual([
      "× 1.00",
      "× 0.93",
      "× 1.084",
      "× 1.00",
      "× 0.90",
    ]);
  });
});
