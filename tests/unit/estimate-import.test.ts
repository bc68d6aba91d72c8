import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDollarsToCents5, readFlag, rowErrorsBody } from "@/lib/domain/estimate/import/cells";
import { inputColumns, mergeInputs, planInputRows } from "@/lib/domain/estimate/import/input-rows";
import {
  guessLineField,
  lineMappingProblem,
  proposeLineMapping,
} from "@/lib/domain/estimate/import/line-mapping";
import { planLineRows } from "@/lib/domain/estimate/import/line-rows";
import { csvField, neutraliseCell } from "@/lib/domain/project-import/cells";
import { readCsvTable } from "@/lib/domain/project-import/table";

const table = (text: string) => {
  const t = readCsvTable(text);
  if (!t.ok) throw new Error(t.message);
  return t.table;
};
const units = [
  { code: "SF", name: "Square feet" },
  { code: "EA", name: "Each" },
];

describe("cells", () => {
  it("reads dollars to cents with up to 5 decimals of a cent, exactly", () => {
    expect(readDollarsToCents5("1,234.5678901")).toEqual({ ok: true, cents: 123456.78901 });
    expect(readDollarsToCents5("$-3,000.50")).toEqual({ ok: true, cents: -300050 });
    expect(readDollarsToCents5("(12.30)")).toEqual({ ok: true, cents: -1230 });
    expect(readDollarsToCents5(".5")).toEqual({ ok: true, cents: 50 });
    expect(readDollarsToCents5("1.123456789")).toEqual({
      ok: false,
      message: "Use at most 7 decimal places of a dollar",
    });
    expect(readDollarsToCents5("12a")).toEqual({ ok: false, message: "Enter an amount in dollars" });
  });

  it("round-trips any 5-decimal cent amount written as dollars", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (scaled) => {
        const cents = scaled / 100_000;
        const negative = scaled < 0;
        const abs = Math.abs(scaled);
        // scaled is 1e-5 cents = 1e-7 dollars: dollars text with 7 decimals.
        const text = `${negative ? "-" : ""}${Math.trunc(abs / 1e7)}.${String(abs % 1e7).padStart(7, "0")}`;
        const read = readDollarsToCents5(text);
        expect(read.ok && read.cents).toBe(cents === 0 ? 0 : cents);
      }),
      { numRuns: 300, seed: 12 },
    );
  });

  it("reads flags and names the first problem", () => {
    expect([readFlag("Yes"), readFlag("no"), readFlag(""), readFlag("x"), readFlag("maybe")]).toEqual([
      true,
      false,
      false,
      true,
      null,
    ]);
    expect(rowErrorsBody([{ row: 3, column: "value", message: "Enter a number" }], 3)).toEqual({
      fields: { "rows.3.value": "Enter a number" },
      message: "Row 3, column value: Enter a number (and 2 more problems)",
    });
  });
});

describe("inputs rows", () => {
  const existing = [
    { uid: "a", name: "GSF", unit: "SF", value: 10000, label: "Gross" },
    { uid: "b", name: "STORIES", unit: null, value: 3 },
  ];

  it("needs name and value columns, in any case", () => {
    expect(inputColumns(["Name", " VALUE ", "unit"])).toEqual({
      ok: true,
      at: { name: 0, value: 1, unit: 2, label: -1 },
    });
    expect(inputColumns(["title", "value"])).toMatchObject({ ok: false });
  });

  it("names each problem by row and column: name, number, decimals, unit, duplicate", () => {
    const t = table(
      "name,value,unit\n1X,1,SF\nA,abc,SF\nB,1.123456,SF\nC,1,FURLONG\nD,2,square feet\nd,3,EA\n",
    );
    const plan = planInputRows(t, { name: 0, value: 1, unit: 2, label: -1 }, existing, units);
    expect(plan.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "name"],
      [3, "value"],
      [4, "value"],
      [5, "unit"],
      [7, "name"],
    ]);
    expect(plan.errors[4]!.message).toBe("d is also on row 6");
    expect(plan.changes.map((c) => [c.name, c.unit, c.change])).toEqual([["D", "SF", "add"]]);
  });

  it("changes exactly the file's rows", () => {
    const t = table("name,value\ngsf,12000\nSTORIES,3\nUNITS,40\n");
    const plan = planInputRows(t, { name: 0, value: 1, unit: -1, label: -1 }, existing, units);
    expect(plan.changes.map((c) => [c.name, c.change, c.before])).toEqual([
      ["GSF", "update", 10000],
      ["STORIES", "same", 3],
      ["UNITS", "add", null],
    ]);
    expect(mergeInputs(existing, plan.changes)).toEqual([
      { uid: "a", name: "GSF", unit: "SF", value: 12000, label: "Gross" },
      { uid: "b", name: "STORIES", unit: null, value: 3, label: null },
      { uid: "", name: "UNITS", unit: null, value: 40, label: null },
    ]);
  });
});

describe("line mapping", () => {
  it("guesses common headers and the export's own", () => {
    expect(
      [
        "Cost Code",
        "Desc",
        "QTY",
        "UOM",
        "Unit Price",
        "Labor",
        "Location",
        "unit_cost",
        "lump_sum",
        "Whatever",
      ].map(guessLineField),
    ).toEqual([
      "cost_code",
      "description",
      "quantity",
      "unit",
      "unit_cost",
      "labor",
      "area",
      "unit_cost",
      "lump_sum",
      "",
    ]);
  });

  it("prefers what the company chose, maps a field once, and checks the essentials", () => {
    const m = proposeLineMapping(["Kode", "Code", "Qty"], { columns: { Kode: "cost_code" }, cost_codes: {} });
    expect(m.columns).toEqual({ Kode: "cost_code", Code: "", Qty: "quantity" });
    expect(lineMappingProblem(m, ["Kode", "Code", "Qty"])).toBeNull();
    expect(
      lineMappingProblem({ columns: { A: "quantity", B: "quantity" }, cost_codes: {} }, ["A", "B"]),
    ).toBe('Columns "A" and "B" both map to Quantity or formula');
    expect(lineMappingProblem({ columns: { A: "cost_code" }, cost_codes: {} }, ["A"])).toBe(
      "Map a column to Quantity, Unit cost or Lump sum",
    );
  });
});

describe("line rows", () => {
  const mapping = (headers: string[]) =>
    proposeLineMapping(headers, { columns: {}, cost_codes: { Concrete: "03 30 00" } });
  const inputs = { GSF: 10000 };

  it("reads every field, maps codes, skips total rows and blank rows", () => {
    const text =
      "row,cost_code,description,quantity,unit,unit_cost,lump_sum,labor,material,equipment,subcontract,cost_type,alternate,allowance,tags,area,notes,total\n" +
      "line,Concrete,'=SUM(A1),GSF * 0.5,CY,150.1234567,,100,50.1234567,,,material,no,yes,a; b,Level 1,'+n,0\n" +
      "line,05 12 00,Steel,1,LS,,1234.56,,,,,,yes,no,,,,1234.56\n,,,,,,,,,,,,,,,,,\n" +
      "direct_cost,,,,,,,,,,,,,,,,,999\n";
    const t = table(text);
    const plan = planLineRows(t, mapping(t.headers), inputs);
    expect(plan.errors).toEqual([]);
    expect(plan.skipped).toBe(2);
    expect(plan.rows).toEqual([2, 3]);
    expect(plan.lines[0]).toEqual({
      cost_code: "03 30 00",
      description: "=SUM(A1)",
      quantity: "GSF * 0.5",
      unit: "CY",
      unit_cost_cents: 15012.34567,
      lump_sum_cents: null,
      split: { labor_cents: 10000, material_cents: 5012.34567 },
      cost_type: "material",
      alternate: false,
      allowance: true,
      tags: ["a", "b"],
      area: "Level 1",
      notes: "+n",
    });
    expect(plan.lines[1]).toMatchObject({ cost_code: "05 12 00", lump_sum_cents: 123456, alternate: true });
    expect(plan.codes).toEqual([
      { text: "Concrete", code: "03 30 00", rows: 1 },
      { text: "05 12 00", code: "05 12 00", rows: 1 },
    ]);
  });

  it("names each problem by row and the file's header", () => {
    const t = table(
      "Code,Qty,Price,Type,Alt,Lump\n03 30 00,1..2,1,,no,\n03 30 00,NOPE * 2,1,,no,\n03 30 00,1,x,weird,maybe,1.234\n",
    );
    const plan = planLineRows(t, mapping(t.headers), inputs);
    expect(plan.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, "Qty", "Enter a number or a formula"],
      [3, "Qty", "Unknown input: NOPE"],
      [4, "Price", "Enter an amount in dollars"],
      [4, "Lump", "A lump sum is whole cents (2 decimals)"],
      [4, "Type", "Must be one of labor, material, equipment, subcontract, other"],
      [4, "Alt", "Must be yes or no"],
    ]);
    expect(plan.lines).toEqual([]);
  });

  it("reads text cells back as the CSV export wrote them (quotes, commas, newlines, = + - @)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const description = s.trim();
        const text = `cost_code,description,quantity\n03 30 00,${csvField(description)},1\n`;
        const t = readCsvTable(text);
        if (!t.ok) return;
        const plan = planLineRows(t.table, mapping(t.table.headers), inputs);
        if (description === "") return;
        expect(plan.lines[0]?.description).toBe(description);
        expect(neutraliseCell(description).length).toBeGreaterThanOrEqual(description.length);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
