import { describe, expect, it } from "vitest";
import { historyLine, itemLine } from "@/components/cost-library/library-results";
import {
  assemblyQuantity,
  checkAssemblyFormula,
  driverInputName,
  rewriteFormula,
} from "@/lib/domain/cost-library/assembly";
import { costItemColumns, planCostItemRows } from "@/lib/domain/cost-library/item-import";
import { normalisePrice, roundUnitCents } from "@/lib/domain/cost-library/normalised-price";
import { buildLocationTable } from "@/lib/domain/project/normalise";
import { prepareSeries } from "@/lib/domain/reference/normalisation";

const series = prepareSeries({
  frequency: "monthly",
  points: [
    { period: "2024-01-01", value: 200 },
    { period: "2025-01-01", value: 210 },
    { period: "2026-01-01", value: 220 },
  ],
});
const table = buildLocationTable([
  { kind: "state", key: "TX", label: "Texas", value: 85 },
  { kind: "state", key: "NY", label: "New York", value: 125 },
  { kind: "metro", key: "houston-tx", label: "Houston, TX", value: 88 },
]);
const item = { unitCostCents: 1000, priceDate: "2024-01-15", location: "TX" };

describe("a library price normalised to an estimate", () => {
  it("moves by the index ratio in time and the location ratio in place, rounded once to 5 decimals", () => {
    const p = normalisePrice(
      item,
      { date: "2026-01-10", location: { label: "New York", value: 125 } },
      series,
      table,
    );
    // 1000 × 220/200 × 125/85 = 1617.647058…
    expect(p.unit_cost_cents).toBe(1617.64706);
    expect(p.factor).toBeCloseTo((220 / 200) * (125 / 85), 12);
    expect(p.label).toBe("× 1.10 time · × 1.471 location");
    expect(p.detail).toContain("220 / 200");
    expect(p.detail).toContain("New York 125 / Texas 85");
    expect(p.warning).toBeNull();
  });

  it("leaves the price as is without targets, and reads a blank location as national", () => {
    expect(normalisePrice(item, { date: null, location: null }, series, table)).toMatchObject({
      unit_cost_cents: 1000,
      factor: 1,
      label: "",
      warning: null,
    });
    const national = normalisePrice(
      { ...item, location: null },
      { date: null, location: { label: "Texas", value: 85 } },
      series,
      table,
    );
    expect(national.unit_cost_cents).toBe(850);
  });

  it("says why a factor was left out (a date past the series, an unknown place)", () => {
    const p = normalisePrice(
      { ...item, location: "atlantis" },
      { date: "2030-01-01", location: { label: "Texas", value: 85 } },
      series,
      table,
    );
    expect(p.warning).toMatch(/no value for 2030-01/);
    expect(p.warning).toMatch(/"atlantis" is not in the location table/);
    expect(p.unit_cost_cents).toBe(850);
    expect(normalisePrice(item, { date: "2025-01-01", location: null }, null, table).warning).toMatch(
      /No cost index series/,
    );
  });

  it("rounds half away from zero at the fifth decimal", () => {
    expect(roundUnitCents(1.000005)).toBe(1.00001);
    expect(roundUnitCents(-1.000005)).toBe(-1.00001);
    expect(roundUnitCents(2.123454)).toBe(2.12345);
  });
});

describe("assembly formulas", () => {
  it("accept formulas on the driver alone and refuse others", () => {
    expect(checkAssemblyFormula("LF * 2.1", "LF")).toBeNull();
    expect(checkAssemblyFormula("ceil(lf / 16) * 2", "LF")).toBeNull();
    expect(checkAssemblyFormula("LF * GSF", "LF")).toMatch(/only the driver LF, not GSF/);
    expect(checkAssemblyFormula("LF *", "LF")).not.toBeNull();
    expect(checkAssemblyFormula("1", "2bad")).toMatch(/must start with a letter/);
  });

  it("evaluate with the estimate's evaluator, to 5 decimals", () => {
    expect(assemblyQuantity("LF * 2.1", "LF", 120)).toBe(252);
    expect(assemblyQuantity("LF * 8 / 3", "LF", 10)).toBe(26.66667);
    expect(assemblyQuantity("LF * ", "LF", 10)).toBeNull();
  });

  it("take the driver's name as an input, numbered when the estimate has it", () => {
    expect(driverInputName("lf", ["GSF"])).toBe("LF");
    expect(driverInputName("LF", ["gsf", "lf", "LF_2"])).toBe("LF_3");
  });

  it("are rewritten to read that input, names compared without case", () => {
    expect(rewriteFormula("lf * 2 + LF / 4", "LF", "LF_2")).toBe("LF_2 * 2 + LF_2 / 4");
    expect(rewriteFormula("round(LF * 1.1, 0)", "LF", "WALL")).toBe("round(WALL * 1.1, 0)");
  });
});

describe("cost library import rows", () => {
  const headers = [
    "Cost Code",
    "Description",
    "Unit",
    "Unit Cost",
    "Labor",
    "Material",
    "Cost Type",
    "Price Date",
  ];
  it("finds columns by header and needs the four that make an item", () => {
    expect(costItemColumns(headers).ok).toBe(true);
    const missing = costItemColumns(["Code", "Item"]);
    expect(missing).toMatchObject({ ok: false });
    expect(!missing.ok && missing.message).toMatch(/Unit Cost.*Price Date/);
  });

  it("reads dollars to cents with the split and names every problem by row and column", () => {
    const at = costItemColumns(headers);
    if (!at.ok) throw new Error(at.message);
    const plan = planCostItemRows(
      {
        headers,
        rows: [
          {
            row: 2,
            cells: ["09 21 16", 'Gypsum board 5/8"', "SF", "$2.15", "1.20", "0.95", "m", "2025-06-01"],
          },
          { row: 3, cells: ["", "", "", "", "", "", "", ""] },
          { row: 4, cells: ["09 91 23", "Paint", "SF", "abc", "", "", "", "2025-06-01"] },
          { row: 5, cells: ["09 91 23", "", "SF", "1", "", "", "", "not a date"] },
        ],
      },
      at.at,
    );
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0]!.item).toMatchObject({
      cost_code: "09 21 16",
      unit_cost_cents: 215,
      split: { labor_cents: 120, material_cents: 95 },
      cost_type: "material",
    });
    expect(plan.errors.map((e) => [e.row, e.column])).toEqual([
      [4, "Unit Cost"],
      [5, "Description"],
      [5, "Price Date"],
    ]);
    expect(plan.error_count).toBe(3);
  });
});

describe("library results as lines", () => {
  const item = {
    uid: "i1",
    cost_code: "09 21 16",
    description: "Gypsum board",
    unit: "SF",
    unit_cost_cents: 200,
    split: { labor_cents: 120, material_cents: 80 },
    cost_type: "subcontract" as const,
    source: null,
    price_date: "2025-01-01",
    location: "TX",
    normalised: {
      unit_cost_cents: 230,
      factor: 1.15,
      label: "× 1.15 time",
      detail: "",
      factors: [],
      warning: null,
    },
    version: 1,
    created_at: "",
    updated_at: "",
  };

  it("an item is priced at the estimate's date and place, keeping the item and its own price", () => {
    const line = itemLine(item);
    expect(line).toMatchObject({
      unit_cost_cents: 230,
      split: { labor_cents: 138, material_cents: 92 },
      cost_item_uid: "i1",
      library_cents: 200,
    });
    expect(line.source).toBe("Library: Gypsum board, 2025-01-01 (× 1.15 time)");
  });

  it("a past median keeps where it came from", () => {
    const line = historyLine({
      kind: "history",
      key: "h",
      costCode: "09 21 16",
      target: "2026-03-01 · Texas",
      group: {
        unit: "SF",
        n: 3,
        normalised_n: 2,
        median_cents: 250,
        p25_cents: 225,
        p75_cents: 275,
        sources: [],
      },
    });
    expect(line).toMatchObject({ cost_code: "09 21 16", unit: "SF", unit_cost_cents: 250 });
    expect(line.source).toBe("History: median of 2 (P25–P75 2.25–2.75), 2026-03-01 · Texas");
  });
});
