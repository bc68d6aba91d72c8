// Issue 20's leftovers, the pure parts: a factor's line with its index values (the project list, comparisons
// and the cost library show it), the factors a library price carries, and what linking a project fills in on
// the new estimate form (what the server takes on save).
import { describe, expect, it } from "vitest";
import { blankHeader, fromProject } from "@/components/estimate/header-values";
import { normalisePrice } from "@/lib/domain/cost-library/normalised-price";
import { metricInput, projectPlace } from "@/lib/domain/estimate/from-project";
import { buildLocationTable } from "@/lib/domain/project/normalise";
import { factorLine, indexPair } from "@/lib/domain/reference/factor-line";
import { prepareSeries } from "@/lib/domain/reference/normalisation";

describe("a factor's line", () => {
  it("shows the two index values behind the factor, without their labels", () => {
    expect(indexPair("National average 100 / Texas 87.9")).toBe("(100 / 87.9)");
    expect(indexPair("236.45 / 128.61")).toBe("(236.45 / 128.61)");
    expect(indexPair("Houston, TX 93.4 / National average 100")).toBe("(93.4 / 100)");
    expect(indexPair("1,234.5 / 1,100")).toBe("(1,234.5 / 1,100)");
    expect(
      factorLine({ kind: "location", factor: 100 / 87.9, detail: "National average 100 / Texas 87.9" }),
    ).toBe("× 1.138 location (100 / 87.9)");
  });

  it("keeps a detail that is not two values whole, and says nothing without one", () => {
    expect(indexPair("2026-01 to 2027-06 at 3.3 %")).toBe("(2026-01 to 2027-06 at 3.3 %)");
    expect(factorLine({ kind: "time", factor: 1.1, detail: "" })).toBe("× 1.10 time");
  });
});

describe("a library price's factors", () => {
  it("carry the index values each is the ratio of, as the project database's do", () => {
    const series = prepareSeries({
      frequency: "monthly",
      points: [
        { period: "2024-01-01", value: 200 },
        { period: "2026-01-01", value: 220 },
      ],
    });
    const table = buildLocationTable([{ kind: "state", key: "TX", label: "Texas", value: 85 }]);
    const p = normalisePrice(
      { unitCostCents: 1000, priceDate: "2024-01-15", location: "TX" },
      { date: "2026-01-10", location: { label: "New York", value: 125 } },
      series,
      table,
    );
    expect(p.factors.map(factorLine)).toEqual(["× 1.10 time (220 / 200)", "× 1.471 location (125 / 85)"]);
    // The figure is the listed price times the ratios shown.
    expect(p.unit_cost_cents).toBeCloseTo((1000 * 220 * 125) / (200 * 85), 5);
    expect(p.detail).toBe("time 220 / 200 · location New York 125 / Texas 85");
  });
});

describe("linking a project on the new estimate form", () => {
  const project = {
    client: "Harbor Holdings",
    city: "Houston",
    state: "TX",
    address: "1 Main St",
    metro: "houston-tx",
    building_type_uid: "type-1",
  };

  it("fills the client, place, state, metro and building type the form leaves empty", () => {
    expect(fromProject(project, blankHeader())).toEqual({
      client: "Harbor Holdings",
      location: "Houston, TX",
      state: "TX",
      metro: "houston-tx",
      building_type_uid: "type-1",
    });
  });

  it("keeps what the form already has, and skips what the project lacks", () => {
    const values = { ...blankHeader(), client: "Someone else", location: "Austin, TX" };
    expect(fromProject({ ...project, metro: null, building_type_uid: null }, values)).toEqual({
      state: "TX",
    });
  });

  it("reads the place and the metrics' inputs as the server writes them", () => {
    expect(projectPlace({ city: null, state: "TX", address: "1 Main St" })).toBe("1 Main St");
    expect(projectPlace({ city: "Houston", state: null, address: null })).toBe("Houston");
    expect(metricInput("gsf")).toEqual({ name: "GSF", label: "Gross square feet", unit: "SF" });
    expect(metricInput("lab_area")).toEqual({ name: "LAB_AREA", label: "Lab area", unit: null });
  });
});
