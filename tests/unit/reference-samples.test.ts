import { describe, expect, it } from "vitest";
import { annualRatesFromIndex } from "@/lib/domain/reference/escalation";
import { prepareSeries, timeFactor } from "@/lib/domain/reference/normalisation";
import {
  sampleEscalationRates,
  sampleIndexName,
  sampleIndexPoints,
  sampleLocationIndexes,
} from "@/lib/domain/reference/samples";

describe("the sample reference data", () => {
  it("is labelled as illustrative", () => {
    expect(sampleIndexName).toBe("Sample construction cost index (illustrative)");
  });

  it("has a monthly index from 2015-01 to 2026-10 with plausible growth and the 2021–22 spike", () => {
    const points = sampleIndexPoints();
    expect(points).toHaveLength(142);
    expect(points[0]).toEqual({ period: "2015-01-01", value: 100 });
    expect(points.at(-1)?.period).toBe("2026-10-01");
    const series = prepareSeries({ frequency: "monthly", points });
    const rates = annualRatesFromIndex(series, [2016, 2019, 2021, 2022, 2024]);
    const byYear = Object.fromEntries(rates.map((r) => [r.year, r.ratePercent]));
    for (const year of [2016, 2019, 2024]) {
      expect(byYear[year]).toBeGreaterThan(3);
      expect(byYear[year]).toBeLessThan(6);
    }
    expect(byYear[2021]).toBeGreaterThan(9);
    expect(byYear[2022]).toBeGreaterThan(9);
    const decade = timeFactor(series, "2015-01-01", "2025-01-01");
    expect(decade.ok && decade.factor).toBeGreaterThan(1.6);
    expect(decade.ok && decade.factor).toBeLessThan(1.9);
  });

  it("has about forty location indexes around a national 100 with unique keys", () => {
    expect(sampleLocationIndexes.length).toBeGreaterThanOrEqual(38);
    const keys = sampleLocationIndexes.map((l) => `${l.kind}:${l.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const l of sampleLocationIndexes) {
      expect(l.value).toBeGreaterThan(75);
      expect(l.value).toBeLessThan(140);
    }
    expect(sampleLocationIndexes.find((l) => l.key === "houston-tx")).toMatchObject({ label: "Houston, TX" });
    expect(sampleLocationIndexes.find((l) => l.key === "TX")).toMatchObject({
      kind: "state",
      label: "Texas",
    });
  });

  it("has escalation rates for 2015–2030: actual from the index, then a forecast", () => {
    const rates = sampleEscalationRates();
    expect(rates.map((r) => r.year)).toEqual(Array.from({ length: 16 }, (_, i) => 2015 + i));
    expect(
      rates
        .filter((r) => r.kind === "actual")
        .map((r) => r.year)
        .at(-1),
    ).toBe(2025);
    expect(rates.filter((r) => r.kind === "forecast")).toHaveLength(5);
    expect(rates.every((r) => r.ratePercent > 0 && r.ratePercent < 15)).toBe(true);
  });
});
