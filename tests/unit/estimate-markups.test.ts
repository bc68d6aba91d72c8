import { describe, expect, it } from "vitest";
import { computeEstimate } from "@/lib/domain/estimate/compute";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { Markup, MarkupBase } from "@/lib/domain/estimate/markups";
import { validateMarkups } from "@/lib/domain/estimate/markups";
import type { EstimateLine, EstimateModel } from "@/lib/domain/estimate/model";

const DIRECT: MarkupBase = { direct: true, markups: [], running_total: false };
const RUNNING: MarkupBase = { direct: false, markups: [], running_total: true };
const on = (...markups: string[]): MarkupBase => ({ direct: true, markups, running_total: false });

const lines: EstimateLine[] = [
  // 100 CY × $150.00 = $15,000.00; material $90.00/CY → $9,000.00
  {
    uid: "concrete",
    cost_code: "03 30 00",
    quantity: 100,
    unit: "CY",
    unit_cost_cents: 15_000,
    split: { labor_cents: 6_000, material_cents: 9_000 },
  },
  // 20 TON × $3,000 = $60,000; material $2,000/TON → $40,000
  {
    uid: "steel",
    cost_code: "05 12 00",
    quantity: 20,
    unit: "TON",
    unit_cost_cents: 300_000,
    split: { labor_cents: 100_000, material_cents: 200_000 },
  },
  // GSF × 2 = 20,000 SF × $2.50 = $50,000, subcontract: no material
  {
    uid: "drywall",
    cost_code: "09 29 00",
    quantity: "GSF * 2",
    unit: "SF",
    unit_cost_cents: 250,
    cost_type: "subcontract",
  },
  // lump sum $2,500, all material
  {
    uid: "misc",
    cost_code: "05 50 00",
    quantity: 1,
    unit: "LS",
    lump_sum_cents: 250_000,
    cost_type: "material",
  },
];

const stack: Markup[] = [
  { uid: "gc", name: "General conditions", kind: "percent", percent: 5, base: DIRECT },
  { uid: "steel", name: "Steel contingency", kind: "percent", percent: 10, base: DIRECT, categories: ["05"] },
  { uid: "design", name: "Design contingency", kind: "percent", percent: 3, base: on("gc") },
  { uid: "ins", name: "Insurance", kind: "percent", percent: 1.1, base: RUNNING },
  { uid: "permit", name: "Permits", kind: "lump_sum", amount_cents: 50_000 },
  { uid: "fee", name: "Fee", kind: "percent", percent: 4, base: RUNNING },
  { uid: "tax", name: "Sales tax", kind: "percent", percent: 8.25, base: DIRECT, material_only: true },
  {
    uid: "tax03",
    name: "Concrete tax",
    kind: "percent",
    percent: 1,
    base: DIRECT,
    material_only: true,
    categories: ["03"],
  },
];

const model = (markups: Markup[] = stack, more: Partial<EstimateModel> = {}): EstimateModel => ({
  inputs: { GSF: 10_000 },
  lines,
  markups,
  ...more,
});

const byUid = (m: EstimateModel) =>
  Object.fromEntries(computeEstimate(m).totals.markups.map((r) => [r.uid, [r.base_cents, r.amount_cents]]));

describe("markups on chosen bases (every amount by hand)", () => {
  it("computes the stack in order", () => {
    const { totals } = computeEstimate(model());
    expect(totals.direct_cents).toBe(12_750_000); // 1,500,000 + 6,000,000 + 5,000,000 + 250,000
    expect(byUid(model())).toEqual({
      gc: [12_750_000, 637_500], // 5 % of direct
      steel: [6_250_000, 625_000], // 10 % of divisions 05 only: 6,000,000 + 250,000
      design: [13_387_500, 401_625], // 3 % of direct + GC
      ins: [14_414_125, 158_555], // 1.1 % of the running total: 158,555.375 → 158,555
      permit: [0, 50_000],
      fee: [14_622_680, 584_907], // 4 % of 14,622,680 = 584,907.2
      tax: [5_150_000, 424_875], // 8.25 % of material: 900,000 + 4,000,000 + 250,000
      tax03: [900_000, 9_000], // 1 % of division 03 material
    });
    expect(totals.markups_cents).toBe(2_891_462);
    expect(totals.grand_total_cents).toBe(15_641_462);
  });

  it("limits a category to a code prefix: '05 12' takes structural steel, not misc metals", () => {
    const m = model([
      { uid: "s", name: "Steel framing", kind: "percent", percent: 10, base: DIRECT, categories: ["05 12"] },
    ]);
    expect(byUid(m)).toEqual({ s: [6_000_000, 600_000] });
  });

  it("limits UniFormat categories by element prefix", () => {
    const uni: EstimateLine[] = [
      { uid: "a", cost_code: "B2010", quantity: 1, unit_cost_cents: 1_000 },
      { uid: "b", cost_code: "B3010", quantity: 1, unit_cost_cents: 2_000 },
      { uid: "c", cost_code: "C1010", quantity: 1, unit_cost_cents: 4_000 },
    ];
    const shell: Markup = {
      uid: "s",
      name: "Shell",
      kind: "percent",
      percent: 50,
      base: DIRECT,
      categories: ["b"],
    };
    const b20: Markup = {
      uid: "t",
      name: "Walls",
      kind: "percent",
      percent: 50,
      base: DIRECT,
      categories: ["B20"],
    };
    expect(byUid({ inputs: {}, lines: uni, markups: [shell, b20] })).toEqual({
      s: [3_000, 1_500],
      t: [1_000, 500],
    });
  });

  it("a margin on price: 4 % of price on a running total of $146,226.80 is $6,092.78", () => {
    const fee: Markup = {
      uid: "fee",
      name: "Fee",
      kind: "percent",
      percent: 4,
      base: RUNNING,
      method: "margin",
    };
    const m = model(stack.map((s) => (s.uid === "fee" ? fee : s)));
    // 14,622,680 × 4 / 96 = 609,278.33 → 609,278; and 609,278 / (14,622,680 + 609,278) = 4.0000 %
    expect(byUid(m).fee).toEqual([14_622_680, 609_278]);
  });

  it("escalation: base × (factor − 1) with the factor shown", () => {
    const esc: Markup = { uid: "esc", name: "Escalation", kind: "escalation", base: RUNNING };
    const m = model([stack[0], esc], {
      schedule: { pricing_date: "2025-01-01", construction_start: "2026-01-01", duration_months: 24 },
      escalation_rates: [
        { year: 2025, rate_percent: 4 },
        { year: 2026, rate_percent: 4 },
      ],
    });
    const { totals } = computeEstimate(m);
    const row = totals.markups[1];
    expect(row.factor).toBe(1.0816);
    expect(row.escalation?.midpoint).toBe("2027-01-01");
    // (12,750,000 + 637,500) × 0.0816 = 1,092,420
    expect([row.base_cents, row.amount_cents]).toEqual([13_387_500, 1_092_420]);
  });

  it("escalation without a schedule shows why and counts 0", () => {
    const esc: Markup = { uid: "esc", name: "Escalation", kind: "escalation", base: RUNNING };
    const row = computeEstimate(model([esc])).totals.markups[0];
    expect(row.amount_cents).toBe(0);
    expect(row.error).toBe("Set the pricing date, construction start and duration to compute escalation");
  });
});

describe("markup stacks that cannot be computed are refused", () => {
  const fee: Markup = { uid: "fee", name: "Fee", kind: "percent", percent: 4, base: on("bond") };
  const bond: Markup = { uid: "bond", name: "Bond", kind: "percent", percent: 1, base: on("fee") };

  it("refuses a base on a later markup (a cycle) with the exact message", () => {
    expect(validateMarkups([fee, bond]).map((p) => p.message)).toEqual([
      "Markup 'Fee' cannot be based on 'Bond', which comes after it",
    ]);
  });

  it.each<[Partial<Markup>, string]>([
    [{ base: on("fee") }, "Markup 'Fee' cannot be based on itself"],
    [{ base: on("nope") }, "Markup 'Fee' cannot be based on an unknown markup (nope)"],
    [
      { base: { direct: false, markups: [], running_total: false } },
      "Markup 'Fee' needs a base: direct cost, earlier markups or the running total",
    ],
    [{ base: null }, "Markup 'Fee' needs a base: direct cost, earlier markups or the running total"],
    [{ percent: 4.123456 }, "Markup 'Fee': Use at most 5 decimal places"],
    [
      { percent: 100, method: "margin" },
      "Markup 'Fee' is a margin on price, so its percent must be below 100",
    ],
    [
      { base: RUNNING, categories: ["05"] },
      "Markup 'Fee' is limited to categories, so its base cannot be the running total",
    ],
    [
      { base: { direct: false, markups: ["gc"], running_total: false }, categories: ["05"] },
      "Markup 'Fee' is limited to categories, so its base must include direct cost",
    ],
    [
      { categories: [" "] },
      "Markup 'Fee' is limited to categories, but one is empty; choose cost codes or remove the limit",
    ],
    [
      { base: on("gc"), material_only: true },
      "Markup 'Fee' is on material only, so its base can only be direct cost",
    ],
    [{ kind: "lump_sum", amount_cents: 10.5 }, "Markup 'Fee': use whole cents for the amount"],
    [{ kind: "bogus" as Markup["kind"] }, "Markup 'Fee' must be a percent, a lump sum or escalation"],
  ])("%j → %s", (change, message) => {
    const gc: Markup = { uid: "gc", name: "GC", kind: "percent", percent: 5, base: DIRECT };
    expect(validateMarkups([gc, { ...fee, base: DIRECT, ...change }]).map((p) => p.message)).toEqual([
      message,
    ]);
  });

  it("refuses duplicate uids", () => {
    const gc: Markup = { uid: "gc", name: "GC", kind: "percent", percent: 5, base: DIRECT };
    expect(validateMarkups([gc, { ...gc, name: "GC 2" }])[0].message).toBe("Two markups share the uid gc");
  });

  it("the engine refuses the edit and changes nothing", () => {
    const engine = createEngine(model());
    const before = engine.totals();
    expect(engine.updateMarkup("gc", { base: on("fee") })).toEqual({
      ok: false,
      uid: "gc",
      message: "Markup 'General conditions' cannot be based on 'Fee', which comes after it",
    });
    expect(engine.setMarkups([fee, bond])).toMatchObject({ ok: false });
    expect(engine.updateMarkup("nope", { percent: 1 })).toEqual({
      ok: false,
      uid: "nope",
      message: "Markup not found: nope",
    });
    expect(engine.totals()).toEqual(before);
  });

  it("a stored broken stack still opens: the broken markup counts 0 and says why", () => {
    const { totals } = computeEstimate(model([fee, bond]));
    expect(totals.markups.map((m) => [m.amount_cents, m.error])).toEqual([
      [0, "Markup 'Fee' cannot be based on 'Bond', which comes after it"],
      [127_500, null], // 1 % of direct + Fee's 0
    ]);
    expect(totals.grand_total_cents).toBe(totals.direct_cents + 127_500);
  });

  it("edits that do not add a problem are still accepted on a broken stored stack", () => {
    const engine = createEngine(model([fee, { ...bond, base: DIRECT }]));
    expect(engine.updateMarkup("bond", { percent: 2 })).toEqual({ ok: true });
    expect(engine.totals().markups[1].amount_cents).toBe(255_000);
  });

  it("moving a markup changes its base and the order of the stack", () => {
    const engine = createEngine(model(stack.slice(0, 3)));
    expect(engine.setMarkups([stack[2], stack[0]])).toMatchObject({ ok: false });
    expect(engine.setMarkups([{ ...stack[2], base: DIRECT }, stack[0]])).toEqual({ ok: true });
    expect(engine.totals().markups.map((m) => m.amount_cents)).toEqual([382_500, 637_500]);
  });
});
