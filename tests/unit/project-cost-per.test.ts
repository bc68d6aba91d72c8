import { describe, expect, it } from "vitest";
import { costPer, normalisedCostPer, perUnit } from "@/lib/domain/project/cost-per";

const record = {
  total_cents: 2_500_000_000, // $25,000,000.00
  cost_per_gsf_cents: 25_000, // stored by the server from GSF 100,000
  metrics: { gsf: 100_000, units: 120, beds: 0 },
  normalised: {
    factors: [],
    factor: 1.1,
    label: "× 1.100 time",
    total_cents: 2_750_000_000,
    cost_per_gsf_cents: 27_500,
  },
};

describe("the project list's cost per metric", () => {
  it("$/GSF is the stored figure; others are total ÷ metric to the cent, half away from zero", () => {
    expect(costPer(record, "gsf")).toBe(25_000);
    expect(costPer(record, "units")).toBe(20_833_333); // $25,000,000 / 120 = $208,333.33
    expect(costPer(record, "beds")).toBeNull();
    expect(costPer(record, "keys")).toBeNull();
  });

  it("normalised costs come from the normalised total, so they agree with it", () => {
    expect(normalisedCostPer(record, "gsf")).toBe(27_500);
    expect(normalisedCostPer(record, "units")).toBe(22_916_667); // $27,500,000 / 120
    expect(normalisedCostPer({ ...record, normalised: undefined }, "units")).toBeNull();
  });

  it("names the unit as an estimator reads it", () => {
    expect(
      ["gsf", "nrsf", "units", "beds", "keys", "seats", "stalls"].map((m) => perUnit(m as never)),
    ).toEqual(["GSF", "NRSF", "unit", "bed", "key", "seat", "stall"]);
  });
});
