import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escalationFactor, validateEscalationRates } from "@/lib/domain/estimate/escalation";

const rates = (entries: Record<number, number>) =>
  Object.entries(entries).map(([year, rate_percent]) => ({ year: Number(year), rate_percent }));

function factor(pricing: string, start: string, months: number, table: Record<number, number>) {
  const r = escalationFactor(
    { pricing_date: pricing, construction_start: start, duration_months: months },
    rates(table),
  );
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe("escalation to the construction midpoint", () => {
  it("two full years at 4 %: 1.04² = 1.0816, midpoint = start + duration / 2", () => {
    const e = factor("2025-01-01", "2026-01-01", 24, { 2025: 4, 2026: 4 });
    expect(e.factor).toBe(1.0816);
    expect(e.factor_scaled).toBe(108_160);
    expect(e.midpoint).toBe("2027-01-01");
    expect(e.months).toBe(24);
    expect(e.years.map((y) => [y.year, y.months, y.factor])).toEqual([
      [2025, 12, 1.04],
      [2026, 12, 1.04],
    ]);
  });

  it("splits months by calendar year: 6 months of 2025 at 5 %, 9 of 2026 at 4 % → 1.05^0.5 × 1.04^0.75 = 1.05528", () => {
    const e = factor("2025-07-01", "2026-01-01", 18, { 2025: 5, 2026: 4 });
    expect(e.midpoint).toBe("2026-10-01");
    expect(e.years.map((y) => [y.year, y.rate_percent, y.months])).toEqual([
      [2025, 5, 6],
      [2026, 4, 9],
    ]);
    // √1.05 = 1.0246951, 1.04^0.75 = 1.0298524 → 1.0552847 → 1.05528
    expect(e.factor).toBe(1.05528);
  });

  it("a constant rate is (1 + r)^(m / 12): 15 months at 6 % = 1.06^1.25 = 1.07555", () => {
    const e = factor("2025-01-01", "2025-07-01", 18, { 2025: 6, 2026: 6 });
    expect(e.midpoint).toBe("2026-04-01");
    expect(e.months).toBe(15);
    expect(e.factor).toBe(1.07555);
  });

  it("rounds the factor half away from zero: 1.035 × 1.045 = 1.081575 → 1.08158", () => {
    expect(factor("2025-01-01", "2026-01-01", 24, { 2025: 3.5, 2026: 4.5 }).factor).toBe(1.08158);
  });

  it("carries the latest rate forward past the end of the table, and says so", () => {
    const e = factor("2025-01-01", "2026-01-01", 28, { 2025: 4 });
    expect(e.midpoint).toBe("2027-03-01");
    expect(e.years.map((y) => [y.year, y.rate_percent, y.months, y.carried_forward])).toEqual([
      [2025, 4, 12, false],
      [2026, 4, 12, true],
      [2027, 4, 2, true],
    ]);
    // 1.04^(26/12) = 1.0886933 → 1.08869
    expect(e.factor).toBe(1.08869);
  });

  it("does not escalate when the midpoint is not after the pricing date", () => {
    const e = factor("2027-01-01", "2025-01-01", 12, { 2025: 4 });
    expect(e).toEqual({ factor: 1, factor_scaled: 100_000, midpoint: "2025-07-01", months: 0, years: [] });
  });

  it("counts part months by day: 1 Jan → 16 Jan is half of January", () => {
    const e = factor("2025-01-01", "2025-01-01", 1, { 2025: 12 });
    expect(e.months).toBe(0.5);
    expect(e.factor).toBe(1.00473); // 1.12^(0.5/12)
  });

  it.each([
    [{ pricing_date: "2025-02-30" }, "Pricing date must be a date (YYYY-MM-DD)", "schedule"],
    [{ construction_start: "next year" }, "Construction start must be a date (YYYY-MM-DD)", "schedule"],
    [{ duration_months: -1 }, "Duration must be a number of months, 0 or more", "schedule"],
  ])("refuses %j", (change, message, reason) => {
    const schedule = {
      pricing_date: "2025-01-01",
      construction_start: "2026-01-01",
      duration_months: 12,
      ...change,
    };
    expect(escalationFactor(schedule, rates({ 2025: 4 }))).toEqual({ ok: false, message, reason });
  });

  it("needs a rate for the first year it escalates through", () => {
    const schedule = { pricing_date: "2024-06-01", construction_start: "2026-01-01", duration_months: 12 };
    expect(escalationFactor(schedule, rates({ 2025: 4 }))).toEqual({
      ok: false,
      message: "No escalation rate for 2024",
      reason: "missing_rate",
    });
  });

  it("validates the rate table", () => {
    expect(
      validateEscalationRates([
        { year: 2025, rate_percent: 4 },
        { year: 2025, rate_percent: 5 },
        { year: 2026.5, rate_percent: 1 },
        { year: 2027, rate_percent: 1.123456 },
        { year: 2028, rate_percent: -100 },
      ]),
    ).toEqual([
      "Two escalation rates for 2025",
      "Escalation year 2026.5 must be a whole year",
      "Escalation rate for 2027: Use at most 5 decimal places",
      "Escalation rate for 2028 must be above -100%",
    ]);
  });

  it("with one rate for every year, equals (1 + r)^(months / 12) for any dates (property)", () => {
    const day = fc.integer({ min: 0, max: 365 * 6 });
    const date = (offset: number) => new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -500, max: 1500 }),
        (p, s, d, r) => {
          const rate = r / 100;
          const table = Object.fromEntries(
            [2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031].map((y) => [y, rate]),
          );
          const e = factor(date(p), date(s), d, table);
          const expected = e.months === 0 ? 1 : (1 + rate / 100) ** (e.months / 12);
          return Math.abs(e.factor - expected) <= 0.000_005 + 1e-9;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
