import { describe, expect, it } from "vitest";
import { computeEstimate, withAlternateAccepted } from "@/lib/domain/estimate/compute";
import { divisionOf } from "@/lib/domain/estimate/cost-code";
import { createEngine } from "@/lib/domain/estimate/engine";
import { validateInputs } from "@/lib/domain/estimate/inputs";
import { validateLine } from "@/lib/domain/estimate/line-check";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { EstimateLine, EstimateModel } from "@/lib/domain/estimate/model";

const DIRECT = { direct: true, markups: [], running_total: false };
const RUNNING = { direct: false, markups: [], running_total: true };

const markups: Markup[] = [
  { uid: "gc", name: "General conditions", kind: "percent", percent: 6, base: DIRECT },
  { uid: "fee", name: "Fee", kind: "percent", percent: 4.5, base: RUNNING },
];

const lines: EstimateLine[] = [
  // 12,345.678 SF × $4.12345 = $50,906.785949… → $50,906.79
  { uid: "slab", cost_code: "03 30 00", quantity: 12_345.678, unit: "SF", unit_cost_cents: 412.345 },
  // GSF × 0.35 = 4,320.9873 SF × $18.00 = $77,777.7714 → $77,777.77
  { uid: "roof", cost_code: "07 50 00", quantity: "GSF * 0.35", unit: "SF", unit_cost_cents: 1_800 },
  // UNITS × 2 = 240 EA × $123.45678 = $29,629.6272 → $29,629.63 (an allowance)
  {
    uid: "kitchens",
    cost_code: "11 30 00",
    quantity: "units * 2",
    unit: "EA",
    unit_cost_cents: 12_345.678,
    allowance: true,
  },
  // alternate: lump sum $12,000.00
  { uid: "alt", cost_code: "09 68 00", quantity: 1, unit: "LS", lump_sum_cents: 1_200_000, alternate: true },
];

const model: EstimateModel = { inputs: { GSF: 12_345.678, UNITS: 120, STORIES: 0 }, lines, markups };

describe("totals reproducible by hand", () => {
  it("line totals, direct cost, markups, grand total", () => {
    const { totals, lines: results } = computeEstimate(model);
    expect(results.map((l) => [l.uid, l.quantity, l.total_cents])).toEqual([
      ["slab", 12_345.678, 5_090_679],
      ["roof", 4_320.9873, 7_777_777],
      ["kitchens", 240, 2_962_963],
      ["alt", null, 1_200_000],
    ]);
    // direct = 5,090,679 + 7,777,777 + 2,962,963 = 15,831,419
    expect(totals.direct_cents).toBe(15_831_419);
    expect(totals.allowances_cents).toBe(2_962_963);
    // GC 6 % = 949,885.14 → 949,885; fee 4.5 % of 16,781,304 = 755,158.68 → 755,159
    expect(totals.markups.map((m) => [m.base_cents, m.amount_cents])).toEqual([
      [15_831_419, 949_885],
      [16_781_304, 755_159],
    ]);
    expect(totals.markups_cents).toBe(1_705_044);
    expect(totals.grand_total_cents).toBe(17_536_463);
    expect(totals.line_error_count).toBe(0);
    expect(totals.error).toBeNull();
  });

  it("cost per metric: 17,536,463¢ / 12,345.678 GSF = 1,420.44¢ → $14.20/GSF; null for a 0 metric", () => {
    const { totals } = computeEstimate(model);
    expect(totals.per_metric).toEqual([
      { name: "GSF", value: 12_345.678, direct_cents: 1_282, grand_total_cents: 1_420 },
      { name: "UNITS", value: 120, direct_cents: 131_928, grand_total_cents: 146_137 },
      { name: "STORIES", value: 0, direct_cents: null, grand_total_cents: null },
    ]);
  });

  it("per-division totals and shares, base lines only", () => {
    const { totals } = computeEstimate(model);
    expect(totals.divisions).toEqual([
      { division: "03", total_cents: 5_090_679, share: 0.32156, lines: 1 },
      { division: "07", total_cents: 7_777_777, share: 0.49129, lines: 1 },
      { division: "11", total_cents: 2_962_963, share: 0.18716, lines: 1 },
    ]);
  });

  it("groups MasterFormat by division, UniFormat by level-2 element, others by leading letters", () => {
    expect(["05 12 00", "051200", "05-12-00", "B2010", "b20 10", "GC-100", "", "1"].map(divisionOf)).toEqual([
      "05",
      "05",
      "05",
      "B20",
      "B20",
      "GC",
      "",
      "1",
    ]);
  });
});

describe("alternates", () => {
  it("are excluded from the base, listed with their own total and the grand total if accepted", () => {
    const { totals, alternates } = computeEstimate(model);
    expect(createEngine(model).alternates()).toEqual([{ uid: "alt", total_cents: 1_200_000 }]);
    expect(totals.alternate_count).toBe(1);
    // accepted: direct 17,031,419; GC 1,021,885.14 → 1,021,885; fee 4.5 % of 18,053,304 = 812,398.68 → 812,399
    expect(alternates).toEqual([
      { uid: "alt", total_cents: 1_200_000, grand_total_if_accepted_cents: 18_865_703 },
    ]);
    expect(totals.alternates_cents).toBe(1_200_000);
  });

  it("accepting one moves it into the base", () => {
    const engine = createEngine(model);
    expect(engine.acceptAlternate("alt")).toEqual({ ok: true });
    const totals = engine.totals();
    expect(totals.direct_cents).toBe(17_031_419);
    expect(totals.grand_total_cents).toBe(18_865_703);
    expect(engine.alternates()).toEqual([]);
    expect(totals.alternate_count).toBe(0);
    expect(totals.divisions.map((d) => d.division)).toEqual(["03", "07", "09", "11"]);
    expect(totals).toEqual(computeEstimate(withAlternateAccepted(model, "alt")).totals);
    expect(engine.acceptAlternate("alt")).toEqual({
      ok: false,
      uid: "alt",
      message: "This line is not an alternate",
    });
  });
});

describe("lines", () => {
  const one = (line: Partial<EstimateLine>) =>
    computeEstimate({
      inputs: { GSF: 1_000 },
      markups: [],
      lines: [{ uid: "x", cost_code: "05", quantity: 1, ...line }],
    }).lines[0];

  it("a split gives the material portion; without a unit cost the split is the unit cost", () => {
    expect(one({ quantity: 2.5, split: { labor_cents: 100.5, material_cents: 200.25 } })).toEqual({
      uid: "x",
      quantity: 2.5,
      total_cents: 752, // 2.5 × 300.75 = 751.875
      material_cents: 501, // 2.5 × 200.25 = 500.625
      error: null,
    });
    expect(
      one({ lump_sum_cents: 1_000, split: { material_cents: 400, labor_cents: 600 } }).material_cents,
    ).toBe(400);
    expect(one({ unit_cost_cents: 500, cost_type: "material" }).material_cents).toBe(500);
  });

  it("reads numeric text as a number and a blank quantity as 0", () => {
    expect(one({ quantity: "1,234.5", unit_cost_cents: 100 }).total_cents).toBe(123_450);
    expect(one({ quantity: " ", unit_cost_cents: 100 }).total_cents).toBe(0);
  });

  it("a stored line with a problem opens, counts 0 and says why", () => {
    expect(one({ quantity: "FOO * 2", unit_cost_cents: 100 })).toMatchObject({
      total_cents: 0,
      error: "Unknown input: FOO",
    });
    expect(one({ quantity: 1.123456, unit_cost_cents: 100 })).toMatchObject({
      total_cents: 0,
      error: "Use at most 5 decimal places",
    });
    expect(one({ quantity: 1, unit_cost_cents: 100, split: { material_cents: 60 } })).toMatchObject({
      total_cents: 100,
      error: "The split adds up to $0.60 per unit, not the unit cost $1.00",
    });
    expect(one({ quantity: 90_000_000_000, unit_cost_cents: 90_000_000_000 })).toMatchObject({
      total_cents: 0,
      error: "Line total is too large",
    });
  });

  it("validateLine answers field messages for the API", () => {
    expect(
      validateLine({ uid: "x", cost_code: "05", quantity: "GSF * ", unit_cost_cents: 1.123456 }),
    ).toEqual({
      quantity: "Unexpected end of formula at position 7",
      unit_cost_cents: "Use at most 5 decimal places",
    });
    expect(
      validateLine({ uid: "x", cost_code: "05", quantity: "gsf / stories" }, { GSF: 1, STORIES: 0 }),
    ).toEqual({
      quantity: "Division by zero",
    });
    expect(validateLine({ uid: "x", cost_code: "05", quantity: "NRSF" }, { GSF: 1 })).toEqual({
      quantity: "Unknown input: NRSF",
    });
    expect(
      validateLine({
        uid: "x",
        cost_code: "05",
        quantity: 1,
        lump_sum_cents: 1.5,
        cost_type: "food" as "other",
      }),
    ).toEqual({
      lump_sum_cents: "Use whole cents for a lump sum",
      cost_type: "Cost type must be labor, material, equipment, subcontract or other",
    });
  });

  it("flags an estimate too large to total exactly", () => {
    const huge = (uid: string): EstimateLine => ({
      uid,
      cost_code: "01",
      quantity: 1,
      lump_sum_cents: 5_000_000_000_000_000,
    });
    const { totals } = computeEstimate({ inputs: {}, markups: [], lines: [huge("a"), huge("b")] });
    expect(totals.error).toBe("The estimate is too large to total exactly (over $90 trillion)");
  });

  it("two lines with one uid break the contract", () => {
    expect(() => computeEstimate({ inputs: {}, markups: [], lines: [lines[0], lines[0]] })).toThrow(
      "Two lines share the uid slab",
    );
  });
});

describe("edits: bad input gets a clear message and changes nothing", () => {
  const refused = (edit: (e: ReturnType<typeof createEngine>) => unknown, expected: object) => {
    const engine = createEngine(model);
    const before = engine.totals();
    expect(edit(engine)).toEqual({ ok: false, ...expected });
    expect(engine.totals()).toEqual(before);
    expect(engine.model()).toEqual(createEngine(model).model());
  };

  it.each<[string, (e: ReturnType<typeof createEngine>) => unknown, object]>([
    [
      "six decimals",
      (e) => e.updateLine("slab", { quantity: 1.000001 }),
      { field: "quantity", uid: "slab", message: "Use at most 5 decimal places" },
    ],
    [
      "a broken formula",
      (e) => e.updateLine("slab", { quantity: "(GSF +)" }),
      { field: "quantity", uid: "slab", message: "Unexpected ')' at position 7" },
    ],
    [
      "an unknown input",
      (e) => e.updateLine("slab", { quantity: "FOO" }),
      { field: "quantity", uid: "slab", message: "Unknown input: FOO" },
    ],
    [
      "division by zero",
      (e) => e.updateLine("slab", { quantity: "GSF / STORIES" }),
      { field: "quantity", uid: "slab", message: "Division by zero" },
    ],
    [
      "a fractional lump sum",
      (e) => e.updateLine("alt", { lump_sum_cents: 0.5 }),
      { field: "lump_sum_cents", uid: "alt", message: "Use whole cents for a lump sum" },
    ],
    [
      "a new uid",
      (e) => e.updateLine("slab", { uid: "other" } as object),
      { field: "uid", uid: "slab", message: "A line's uid cannot change" },
    ],
    [
      "an unknown line",
      (e) => e.updateLine("nope", { quantity: 1 }),
      { uid: "nope", message: "Line not found: nope" },
    ],
    [
      "a duplicate insert",
      (e) => e.insertLines([{ ...lines[0], uid: "new" }, lines[0]]),
      { field: "uid", uid: "slab", message: "A line with uid slab already exists" },
    ],
    [
      "a bad line in a batch",
      (e) =>
        e.insertLines([
          { ...lines[0], uid: "n1" },
          { ...lines[0], uid: "n2", quantity: "(" },
        ]),
      { field: "quantity", uid: "n2", message: "Unexpected end of formula at position 2" },
    ],
    [
      "deleting an unknown line",
      (e) => e.deleteLines(["slab", "nope"]),
      { uid: "nope", message: "Line not found: nope" },
    ],
    [
      "a bad input name",
      (e) => e.updateInput("roof area", 1),
      {
        field: "name",
        message: "Input name 'roof area' must start with a letter and use only letters, digits and _",
      },
    ],
    [
      "a function name",
      (e) => e.updateInput("Round", 1),
      { field: "name", message: "'Round' is a function name; choose another input name" },
    ],
    [
      "a bad input value",
      (e) => e.updateInput("GSF", 0.0000001),
      { field: "value", message: "Use at most 5 decimal places" },
    ],
    [
      "deleting a used input",
      (e) => e.deleteInput("gsf"),
      { field: "name", message: "gsf is used by 1 line; change their formulas first" },
    ],
    [
      "deleting an unknown input",
      (e) => e.deleteInput("NRSF"),
      { field: "name", message: "Unknown input: NRSF" },
    ],
    [
      "a bad schedule",
      (e) => e.setSchedule({ pricing_date: "soon", construction_start: "2026-01-01", duration_months: 12 }),
      { message: "Pricing date must be a date (YYYY-MM-DD)" },
    ],
  ])("refuses %s", (_name, edit, expected) => refused(edit, expected));
});

describe("edits recompute what they touch", () => {
  it("an input change reaches the lines reading it, whatever the case", () => {
    const engine = createEngine(model);
    expect(engine.updateInput("units", 100)).toEqual({ ok: true });
    expect(engine.line("kitchens")?.total_cents).toBe(2_469_136); // 200 × 12,345.678 = 2,469,135.6
    expect(engine.model().inputs).toEqual({ GSF: 12_345.678, units: 100, STORIES: 0 });
  });

  it("a line waiting for an input is fixed when the input appears, and an unused input can go", () => {
    const engine = createEngine({
      ...model,
      lines: [{ uid: "x", cost_code: "05", quantity: "NRSF * 2", unit_cost_cents: 100 }],
    });
    expect(engine.lineErrors()).toEqual([{ uid: "x", message: "Unknown input: NRSF" }]);
    expect(engine.totals().line_error_count).toBe(1);
    expect(engine.updateInput("NRSF", 10)).toEqual({ ok: true });
    expect(engine.lineErrors()).toEqual([]);
    expect(engine.totals().line_error_count).toBe(0);
    expect(engine.totals().direct_cents).toBe(2_000);
    expect(engine.deleteInput("STORIES")).toEqual({ ok: true });
    expect(engine.totals().per_metric.map((m) => m.name)).toEqual(["GSF", "UNITS", "NRSF"]);
  });

  it("a stored problem does not block edits to other fields, but an edit to that field must fix it", () => {
    const stored = { uid: "x", cost_code: "05", quantity: "NRSF * 2", unit_cost_cents: 100, alternate: true };
    const engine = createEngine({ ...model, lines: [stored] });
    expect(engine.acceptAlternate("x")).toEqual({ ok: true });
    expect(engine.updateLine("x", { unit_cost_cents: 200 })).toEqual({ ok: true });
    expect(engine.line("x")).toMatchObject({ total_cents: 0, error: "Unknown input: NRSF" });
    expect(engine.updateLine("x", { quantity: "NRSF * 3" })).toEqual({
      ok: false,
      field: "quantity",
      uid: "x",
      message: "Unknown input: NRSF",
    });
    expect(engine.updateLine("x", { quantity: "GSF" })).toEqual({ ok: true });
    expect(engine.line("x")).toMatchObject({ total_cents: 2_469_136, error: null });
  });

  it("insert, update and delete keep the totals equal to a fresh computation", () => {
    const engine = createEngine(model);
    engine.insertLines([
      { uid: "n", cost_code: "26 05 00", quantity: "GSF", unit_cost_cents: 250, tags: ["elec"] },
    ]);
    engine.updateLine("slab", { cost_code: "03 31 00", quantity: "round(GSF / 3, 0)" });
    engine.updateLine("roof", { lump_sum_cents: 500_000 });
    engine.deleteLines(["kitchens"]);
    engine.updateMarkup("gc", { percent: 7.5 });
    const fresh = computeEstimate(engine.model()).totals;
    expect(engine.totals()).toEqual(fresh);
    expect(engine.line("slab")).toEqual({
      uid: "slab",
      quantity: 4_115,
      total_cents: 1_696_800,
      material_cents: 0,
      error: null,
    });
    engine.recalculate();
    expect(engine.totals()).toEqual(fresh);
  });

  it("validateInputs checks every name and value", () => {
    expect(validateInputs({ GSF: 1, gsf: 2, "roof area": 3, UNITS: 1.0000001 })).toEqual({
      gsf: "gsf and GSF are the same input name",
      "roof area": "Input name 'roof area' must start with a letter and use only letters, digits and _",
      UNITS: "Use at most 5 decimal places",
    });
  });
});
