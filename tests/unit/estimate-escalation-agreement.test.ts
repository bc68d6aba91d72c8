import { describe, expect, it } from "vitest";
import { escalationFactor as estimateEscalation } from "@/lib/domain/estimate/escalation";
import { escalationFactor as normalisationEscalation } from "@/lib/domain/reference/normalisation";

// Two escalation functions exist. For estimates, lib/domain/estimate/escalation.ts is the one that counts: it
// runs to the construction midpoint, carries the latest rate forward into years the table lacks, and rounds the
// factor to 5 decimals so the markup amount is reproducible by hand. normalisation.ts's (historical records)
// is the same formula on the same continuous calendar; it also runs backwards and refuses missing years.
// Where both apply they must agree to the 5th decimal.
const rates = [
  { year: 2024, rate_percent: 4.2 },
  { year: 2025, rate_percent: 3.8 },
  { year: 2026, rate_percent: 3.5 },
  { year: 2027, rate_percent: 3.25 },
  { year: 2028, rate_percent: 3 },
];
const asNormalisation = rates.map((r) => ({ year: r.year, ratePercent: r.rate_percent }));

const midpoint = (start: string, months: number) => {
  const d = new Date(`${start}T00:00:00Z`);
  const whole = Math.floor(months);
  d.setUTCMonth(d.getUTCMonth() + whole);
  return d.toISOString().slice(0, 10);
};

describe("estimate escalation and normalisation escalation", () => {
  for (const [pricing, start, duration] of [
    ["2025-01-01", "2025-01-01", 24],
    ["2024-06-15", "2025-09-01", 18],
    ["2025-07-01", "2026-03-01", 20],
    ["2024-02-29", "2026-01-01", 12],
  ] as const) {
    it(`agree from ${pricing} to the midpoint of ${start} + ${duration} months`, () => {
      const a = estimateEscalation(
        { pricing_date: pricing, construction_start: start, duration_months: duration },
        rates,
      );
      expect(a.ok).toBe(true);
      if (!a.ok) return;
      expect(a.value.midpoint).toBe(midpoint(start, duration / 2));
      const b = normalisationEscalation(asNormalisation, pricing, a.value.midpoint);
      expect(b.ok).toBe(true);
      if (!b.ok) return;
      expect(a.value.factor).toBeCloseTo(b.factor, 5);
    });
  }

  it("differ only where the estimate carries the last rate forward (normalisation refuses the missing year)", () => {
    const a = estimateEscalation(
      { pricing_date: "2028-01-01", construction_start: "2029-01-01", duration_months: 12 },
      rates,
    );
    expect(a.ok && a.value.years.at(-1)?.carried_forward).toBe(true);
    const b = normalisationEscalation(asNormalisation, "2028-01-01", "2029-07-01");
    expect(b).toEqual({ ok: false, message: "No escalation rate for 2029" });
  });
});
