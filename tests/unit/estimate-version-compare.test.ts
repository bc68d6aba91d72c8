import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import { type CompareLine, type CompareSide, compareSides } from "@/lib/domain/estimate/versions/compare";
import { publishedCosts } from "@/lib/domain/estimate/versions/publish";

const line = (
  uid: string,
  cost_code: string,
  quantity: number | null,
  unit_cost_cents: number | null,
  total_cents: number,
  description: string | null = null,
): CompareLine => ({
  uid,
  cost_code,
  description,
  unit: null,
  quantity,
  unit_cost_cents,
  total_cents,
});
const side = (lines: CompareLine[], markups: CompareSide["markups"] = []): CompareSide => {
  const direct = lines.reduce((s, l) => s + l.total_cents, 0);
  const m = markups.reduce((s, x) => s + x.amount_cents, 0);
  return { lines, markups, direct_cents: direct, markups_cents: m, grand_total_cents: direct + m };
};

describe("compareSides", () => {
  it("finds added, removed and changed lines with deltas to the cent", () => {
    const left = side([
      line("a", "03 30 00", 100, 15_000, 1_500_000),
      line("b", "05 12 00", 10, 333, 3_330),
      line("c", "09", null, null, 7),
    ]);
    const right = side([
      line("a", "03 30 00", 101.5, 15_001, 1_522_602),
      line("c", "09", null, null, 7),
      line("d", "26", null, null, 123_456),
    ]);
    const r = compareSides(left, right);
    expect(r.summary).toEqual({
      added: 1,
      removed: 1,
      changed: 1,
      unchanged: 1,
      direct_delta_cents: 1_522_602 + 7 + 123_456 - (1_500_000 + 3_330 + 7),
      markups_delta_cents: 0,
      grand_total_delta_cents: 1_522_602 + 123_456 - 1_503_330,
    });
    const a = r.lines.find((l) => l.cost_code === "03 30 00")!;
    expect(a).toMatchObject({
      status: "changed",
      quantity_delta: 1.5,
      unit_cost_delta_cents: 1,
      total_delta_cents: 22_602,
    });
    expect(a.changed).toEqual(["quantity", "unit_cost", "total"]);
    expect(r.divisions.map((d) => [d.division, d.status, d.delta_cents])).toEqual([
      ["03", "changed", 22_602],
      ["05", "removed", -3_330],
      ["09", "unchanged", 0],
      ["26", "added", 123_456],
    ]);
    const only = compareSides(left, right, true);
    expect(only.lines.map((l) => l.status).sort()).toEqual(["added", "changed", "removed"]);
    expect(only.divisions.map((d) => d.division)).toEqual(["03", "05", "26"]);
  });

  it("matches lines with new uids by cost code and description, and compares markups by name", () => {
    const left = side(
      [line("a", "03", 1, 100, 100, "Slab")],
      [{ uid: "m1", name: "Fee", percent: 3, amount_cents: 3 }],
    );
    const right = side(
      [line("z", "03", 1, 100, 100, "Slab")],
      [
        { uid: "m9", name: "Fee", percent: 4, amount_cents: 4 },
        { uid: "m2", name: "Bond", percent: 1, amount_cents: 1 },
      ],
    );
    const r = compareSides(left, right);
    expect(r.summary).toMatchObject({ added: 0, removed: 0, unchanged: 1, markups_delta_cents: 2 });
    expect(r.markups).toEqual([
      {
        name: "Fee",
        status: "changed",
        left_percent: 3,
        right_percent: 4,
        left_cents: 3,
        right_cents: 4,
        delta_cents: 1,
      },
      {
        name: "Bond",
        status: "added",
        left_percent: null,
        right_percent: 1,
        left_cents: 0,
        right_cents: 1,
        delta_cents: 1,
      },
    ]);
  });

  it("division deltas sum to the direct delta, to the cent (property)", () => {
    const arbLine = fc.record({
      code: fc.constantFrom("01", "03 30 00", "05", "09 91 00", "26"),
      total: fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
      keep: fc.boolean(),
      change: fc.integer({ min: -5000, max: 5000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 40 }),
        fc.array(arbLine, { maxLength: 10 }),
        (base, extra) => {
          const left = side(base.map((b, i) => line(`l${i}`, b.code, null, null, b.total)));
          const right = side([
            ...base.flatMap((b, i) =>
              b.keep ? [line(`l${i}`, b.code, null, null, b.total + b.change)] : [],
            ),
            ...extra.map((b, i) => line(`n${i}`, b.code, null, null, b.total)),
          ]);
          const r = compareSides(left, right);
          const sum = r.divisions.reduce((s, d) => s + d.delta_cents, 0);
          expect(sum).toBe(r.summary.direct_delta_cents);
          expect(r.lines.reduce((s, l) => s + l.total_delta_cents, 0)).toBe(r.summary.direct_delta_cents);
        },
      ),
      { numRuns: 200, seed: 12 },
    );
  });
});

describe("publishedCosts", () => {
  it("adds up to the grand total to the cent: divisions, markups and a balancing line", () => {
    const totals = {
      direct_cents: 1_000,
      grand_total_cents: 1_131,
      markups_cents: 130,
      markups: [{ uid: "m", name: "Fee", amount_cents: 130 }],
      divisions: [
        { division: "03", total_cents: 600 },
        { division: "09", total_cents: 400 },
      ],
    } as unknown as EstimateTotals;
    const costs = publishedCosts(totals);
    expect(costs.reduce((s, c) => s + c.amount_cents, 0)).toBe(1_131);
    expect(costs).toEqual([
      { cost_code: "03", description: null, amount_cents: 600 },
      { cost_code: "09", description: null, amount_cents: 400 },
      { cost_code: "", description: "Fee", amount_cents: 130 },
      { cost_code: "", description: "Other", amount_cents: 1 },
    ]);
  });
});
