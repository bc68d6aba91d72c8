import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarYearRate, pastRatesFromIndex } from "@/lib/domain/reference/escalation";
import { escalationFactor, prepareSeries, timeFactor } from "@/lib/domain/reference/normalisation";
import { type Frequency, periodStartFromNumber } from "@/lib/domain/reference/periods";

const series = (frequency: Frequency, points: [string, number][]) =>
  prepareSeries({ frequency, points: points.map(([period, value]) => ({ period, value })) });

describe("past escalation rates from a cost index, January to January", () => {
  it("gives each whole calendar year I(Jan y+1) / I(Jan y) − 1, in hundredths of a percent", () => {
    const monthly = series("monthly", [
      ["2020-01-01", 100],
      ["2020-07-01", 101.5],
      ["2021-01-01", 104],
      ["2022-01-01", 110.24],
      ["2023-01-01", 108.0352],
      ["2023-06-01", 111],
    ]);
    expect(pastRatesFromIndex(monthly, 2030)).toEqual([
      { year: 2020, ratePercent: 4 },
      { year: 2021, ratePercent: 6 },
      { year: 2022, ratePercent: -2 },
    ]);
  });

  it("reads a quarterly series by its first quarters, interpolating a missing one", () => {
    const quarterly = series("quarterly", [
      ["2018-01-01", 200],
      ["2019-01-01", 210],
      ["2021-01-01", 231],
    ]);
    // Q1 2020 is missing: halfway between 2019 Q1 (210) and 2021 Q1 (231) → 220.5.
    expect(pastRatesFromIndex(quarterly, 2030)).toEqual([
      { year: 2018, ratePercent: 5 },
      { year: 2019, ratePercent: 5 },
      { year: 2020, ratePercent: 4.76 },
    ]);
  });

  it("leaves out the current year, the future, and years the series does not span", () => {
    const monthly = series("monthly", [
      ["2019-03-01", 90], // starts in March: 2019 has no January value
      ["2020-01-01", 100],
      ["2021-01-01", 103],
      ["2022-01-01", 106.09],
      ["2022-05-01", 108],
    ]);
    expect(pastRatesFromIndex(monthly, 2030).map((r) => r.year)).toEqual([2020, 2021]);
    expect(pastRatesFromIndex(monthly, 2021).map((r) => r.year)).toEqual([2020]);
    expect(pastRatesFromIndex(monthly, 2020)).toEqual([]);
    expect(calendarYearRate(monthly, 2022)).toBeNull();
    expect(calendarYearRate(monthly, 2019)).toBeNull();
  });

  it("is empty for an empty series or one shorter than a year", () => {
    expect(pastRatesFromIndex(series("monthly", []), 2030)).toEqual([]);
    expect(pastRatesFromIndex(series("monthly", [["2024-01-01", 100]]), 2030)).toEqual([]);
    const elevenMonths = series("monthly", [
      ["2024-01-01", 100],
      ["2024-12-01", 104],
    ]);
    expect(pastRatesFromIndex(elevenMonths, 2030)).toEqual([]);
  });
});

// A monthly random walk (±3 % a month) from a random start, with gaps of up to three months.
const walkArb = fc
  .record({
    startMonth: fc.integer({ min: 2000 * 12, max: 2010 * 12 }),
    start: fc.double({ min: 50, max: 300, noNaN: true }),
    steps: fc.array(
      fc.record({
        gap: fc.integer({ min: 1, max: 3 }),
        change: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
      }),
      { minLength: 1, maxLength: 120 },
    ),
  })
  .map(({ startMonth, start, steps }) => {
    let month = startMonth;
    let value = start;
    const points = [{ period: periodStartFromNumber(month, "monthly"), value }];
    for (const { gap, change } of steps) {
      month += gap;
      value *= 1 + change;
      points.push({ period: periodStartFromNumber(month, "monthly"), value });
    }
    return { series: prepareSeries({ frequency: "monthly", points }), first: startMonth, last: month };
  });

describe("past escalation rates — properties", () => {
  it("cover consecutive whole years inside the series, all before the cut-off year", () => {
    fc.assert(
      fc.property(walkArb, fc.integer({ min: 2000, max: 2025 }), ({ series, first, last }, before) => {
        const rates = pastRatesFromIndex(series, before);
        rates.forEach((r, i) => {
          expect(r.year).toBeLessThan(before);
          expect(r.year * 12).toBeGreaterThanOrEqual(first);
          expect((r.year + 1) * 12).toBeLessThanOrEqual(last);
          if (i > 0) expect(r.year).toBe(rates[i - 1]!.year + 1);
          expect(Math.round(r.ratePercent * 100)).toBeCloseTo(r.ratePercent * 100, 9);
        });
        // Every whole year before the cut-off is there.
        const expected = [];
        for (let y = Math.ceil(first / 12); y < before && (y + 1) * 12 <= last; y++) expected.push(y);
        expect(rates.map((r) => r.year)).toEqual(expected);
      }),
    );
  });

  it("escalate Jan a → Jan b by the same factor as the index ratio, to the rounding of the rates", () => {
    fc.assert(
      fc.property(walkArb, ({ series }) => {
        const rates = pastRatesFromIndex(series, 3000);
        if (rates.length === 0) return;
        const [a, b] = [rates[0]!.year, rates.at(-1)!.year + 1];
        const escalated = escalationFactor(rates, `${a}-01-01`, `${b}-01-01`);
        const indexed = timeFactor(series, `${a}-01-01`, `${b}-01-01`);
        if (!escalated.ok || !indexed.ok) throw new Error("whole years inside the series must resolve");
        // Each rate is within 0.005 points of the exact one; a year's factor (≥ 0.6 over ±3 %/month) then
        // differs by at most 0.00005 / 0.6 relative, and n such errors compound (the 1 % covers that).
        const tolerance = ((rates.length * 0.00005) / 0.6) * 1.01;
        expect(Math.abs(escalated.factor / indexed.factor - 1)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it("agree with the single-year definition and with the index's own value changes", () => {
    fc.assert(
      fc.property(walkArb, ({ series }) => {
        for (const rate of pastRatesFromIndex(series, 3000)) {
          expect(calendarYearRate(series, rate.year)).toEqual(rate);
          const ratio = timeFactor(series, `${rate.year}-01-01`, `${rate.year + 1}-01-01`);
          if (!ratio.ok) throw new Error("a derived year must have both Januaries");
          expect(Math.abs(rate.ratePercent - (ratio.factor - 1) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
        }
      }),
    );
  });
});
