import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consolidate, type RollupNode, wouldCycle } from "@/lib/domain/estimate/consolidated";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { EstimateLine } from "@/lib/domain/estimate/model";

const DIRECT = { direct: true, markups: [], running_total: false };
const RUNNING = { direct: false, markups: [], running_total: true };

const childMarkups: Markup[] = [
  { uid: "gc", name: "General conditions", kind: "percent", percent: 6.125, base: DIRECT },
  { uid: "fee", name: "Fee", kind: "percent", percent: 4.5, base: RUNNING },
];
const parentMarkups: Markup[] = [
  { uid: "cont", name: "Contingency", kind: "percent", percent: 5, base: DIRECT },
  { uid: "tax", name: "Sales tax", kind: "percent", percent: 8.25, base: DIRECT, material_only: true },
  { uid: "steel", name: "Steel", kind: "percent", percent: 3, base: DIRECT, categories: ["05"] },
  { uid: "ohp", name: "Fee", kind: "percent", percent: 3.75, base: RUNNING },
];

const leaf = (uid: string, lines: EstimateLine[], inputs: Record<string, number> = {}): RollupNode => ({
  uid,
  name: `Building ${uid}`,
  mode: null,
  inputs,
  markups: childMarkups,
  lines,
  children: [],
});

const a = leaf(
  "a",
  [
    // 12,345.678 × $4.12345 → $50,906.79
    { uid: "a1", cost_code: "03 30 00", quantity: 12_345.678, unit_cost_cents: 412.345 },
    {
      uid: "a2",
      cost_code: "05 12 00",
      quantity: "GSF * 0.1",
      unit_cost_cents: 987.654,
      cost_type: "material",
    },
    { uid: "a3", cost_code: "09 21 16", quantity: 10, unit_cost_cents: 100, alternate: true },
  ],
  { GSF: 3_333.33 },
);
const b = leaf("b", [
  { uid: "b1", cost_code: "03 30 00", quantity: 7.77777, unit_cost_cents: 3_333.33333 },
  {
    uid: "b2",
    cost_code: "26 05 00",
    quantity: 3,
    unit_cost_cents: 1_000.005,
    split: { labor_cents: 600.003, material_cents: 400.002 },
    allowance: true,
  },
  { uid: "b3", cost_code: "31 00 00", lump_sum_cents: 1_234_567, quantity: 1 },
]);

const child = (n: RollupNode) =>
  createEngine({ inputs: n.inputs, markups: n.markups, lines: n.lines }).totals();

describe("consolidated roll-up", () => {
  it("rollup mode: direct cost is the children's to the cent; the parent's markups run through the engine", () => {
    const parent: RollupNode & { mode: "rollup" } = {
      uid: "p",
      name: "Campus",
      mode: "rollup",
      inputs: {},
      markups: parentMarkups,
      lines: [],
      children: [a, b],
    };
    const c = consolidate(parent);
    const ta = child(a);
    const tb = child(b);
    expect(c.direct_cents).toBe(ta.direct_cents + tb.direct_cents);
    expect(c.alternates_cents).toBe(ta.alternates_cents + tb.alternates_cents);
    expect(c.allowances_cents).toBe(ta.allowances_cents + tb.allowances_cents);
    // The same markups over the same lines in one estimate give the same grand total.
    const together = createEngine({
      inputs: { GSF: 3_333.33 },
      markups: parentMarkups,
      lines: [...a.lines, ...b.lines],
    }).totals();
    expect(c.direct_cents).toBe(together.direct_cents);
    expect(c.grand_total_cents).toBe(together.grand_total_cents);
    expect(c.markups.map((m) => [m.uid, m.amount_cents])).toEqual(
      together.markups.map((m) => [m.uid, m.amount_cents]),
    );
    expect(c.markups.every((m) => m.child_uid === null)).toBe(true);
    // Groups add back to the direct cost.
    const sum = (g: { total_cents: number }[]) => g.reduce((s, x) => s + x.total_cents, 0);
    expect(sum(c.divisions)).toBe(c.direct_cents);
    expect(sum(c.cost_codes)).toBe(c.direct_cents);
    expect(c.divisions.map((d) => d.key)).toEqual(["03", "05", "26", "31"]);
    expect(c.cost_codes.find((g) => g.key === "03 30 00")?.lines).toBe(2);
    expect(c.children.map((x) => [x.uid, x.direct_cents, x.grand_total_cents])).toEqual([
      ["a", ta.direct_cents, ta.grand_total_cents],
      ["b", tb.direct_cents, tb.grand_total_cents],
    ]);
    expect(c.line_count).toBe(6);
  });

  it("children mode: the children's own markups are carried and every total is their sum", () => {
    const c = consolidate({ ...a, uid: "p", name: "Campus", mode: "children", children: [a, b] });
    const ta = child(a);
    const tb = child(b);
    expect(c.direct_cents).toBe(ta.direct_cents + tb.direct_cents);
    expect(c.markups_cents).toBe(ta.markups_cents + tb.markups_cents);
    expect(c.grand_total_cents).toBe(ta.grand_total_cents + tb.grand_total_cents);
    expect(c.markups).toHaveLength(4);
    expect(c.markups.map((m) => m.child_name)).toEqual([
      "Building a",
      "Building a",
      "Building b",
      "Building b",
    ]);
  });

  it("a consolidated child contributes its own roll-up (nesting)", () => {
    const inner: RollupNode = { ...leaf("i", []), mode: "children", children: [a] };
    const c = consolidate({ ...leaf("p", []), mode: "children", children: [inner, b] });
    expect(c.grand_total_cents).toBe(child(a).grand_total_cents + child(b).grand_total_cents);
    expect(c.lines.filter((l) => l.child_uid === "i")).toHaveLength(3);
  });

  it("no children: all zero", () => {
    const c = consolidate({ ...leaf("p", []), mode: "rollup", markups: parentMarkups });
    expect([c.direct_cents, c.grand_total_cents, c.line_count]).toEqual([0, 0, 0]);
  });

  it("property: rollup direct and children-mode grand total equal the children's sums to the cent", () => {
    const line = fc.record({
      q: fc.integer({ min: -1_000_000, max: 100_000_000 }),
      c: fc.integer({ min: 0, max: 10_000_000_000 }),
      code: fc.constantFrom("03 30 00", "05 12 00", "09 21 16", "B2010", ""),
      material: fc.boolean(),
      alternate: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 8 }), { minLength: 1, maxLength: 4 }), (kids) => {
        const nodes = kids.map((ls, i) =>
          leaf(
            `c${i}`,
            ls.map((l, j) => ({
              uid: `c${i}-${j}`,
              cost_code: l.code,
              quantity: l.q / 1000,
              unit_cost_cents: l.c / 100_000,
              cost_type: l.material ? ("material" as const) : null,
              alternate: l.alternate,
            })),
          ),
        );
        const totals = nodes.map(child);
        const roll = consolidate({
          ...leaf("p", []),
          mode: "rollup",
          markups: parentMarkups,
          children: nodes,
        });
        const carried = consolidate({ ...leaf("p", []), mode: "children", children: nodes });
        const direct = totals.reduce((s, t) => s + t.direct_cents, 0);
        expect(roll.direct_cents).toBe(direct);
        expect(carried.direct_cents).toBe(direct);
        expect(carried.grand_total_cents).toBe(totals.reduce((s, t) => s + t.grand_total_cents, 0));
      }),
      { numRuns: 100, seed: 12 },
    );
  });
});

describe("cycle check", () => {
  const parents: Record<string, string | null> = { a: null, b: "a", c: "b", d: null };
  const parentOf = (uid: string) => parents[uid] ?? null;
  it("refuses the estimate itself and any ancestor of the parent", () => {
    expect(wouldCycle("c", "c", parentOf)).toBe(true);
    expect(wouldCycle("c", "a", parentOf)).toBe(true);
    expect(wouldCycle("c", "b", parentOf)).toBe(true);
  });
  it("allows an unrelated estimate or a descendant's sibling", () => {
    expect(wouldCycle("c", "d", parentOf)).toBe(false);
    expect(wouldCycle("a", "d", parentOf)).toBe(false);
  });
  it("stops on a loop already in the data", () => {
    expect(wouldCycle("x", "z", (u) => (u === "x" ? "y" : "x"))).toBe(true);
  });
});
