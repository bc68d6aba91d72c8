import { describe, expect, it } from "vitest";
import type { Row } from "@/lib/client/estimate-editor/store";
import type { LineFields, ViewConfig } from "@/lib/client/estimate-editor/types";
import {
  buildViewRows,
  defaultViewConfig,
  isPlainView,
  normaliseViewConfig,
  type ViewRow,
  type ViewSource,
} from "@/lib/client/estimate-editor/view";

// The budget view (lib/client/estimate-editor/view.ts): filters, sort, grouping with subtotals, collapse, and
// saved configs made whole.

type Spec = Partial<LineFields> & { total: number; error?: string };
function source(specs: Spec[]): ViewSource {
  const rows = new Map<string, Row>();
  const results = new Map<string, { total: number; error: string | null }>();
  specs.forEach((s, i) => {
    const key = `k${i}`;
    const line = {
      cost_code: "",
      description: null,
      quantity: "1",
      unit: null,
      unit_cost_cents: null,
      lump_sum_cents: null,
      split: null,
      cost_type: null,
      alternate: false,
      allowance: false,
      tags: [],
      notes: null,
      area: null,
      ...s,
    } as unknown as LineFields;
    rows.set(key, { key, uid: key, version: 1, position: i, line, base: line });
    results.set(key, { total: s.total, error: s.error ?? null });
  });
  return {
    order: [...rows.keys()],
    row: (k) => rows.get(k),
    result: (k) => {
      const r = results.get(k);
      return r ? { uid: k, quantity: 1, total_cents: r.total, material_cents: 0, error: r.error } : null;
    },
  };
}

const lines: Spec[] = [
  {
    cost_code: "03 30 00",
    description: "Slab on grade",
    total: 50_000,
    cost_type: "subcontract",
    tags: ["podium"],
  },
  {
    cost_code: "05 12 00",
    description: "Structural steel",
    total: 120_000,
    cost_type: "material",
    area: "Tower",
  },
  { cost_code: "03 11 00", description: "Formwork", total: 20_000, cost_type: "labor", tags: ["podium"] },
  { cost_code: "09 29 00", description: "Gypsum board", total: 30_000, alternate: true, area: "Tower" },
  {
    cost_code: "",
    description: "Unassigned allowance",
    total: 5_000,
    allowance: true,
    error: "Unknown input X",
  },
];
const config = (patch: Partial<ViewConfig>): ViewConfig => ({ ...defaultViewConfig(), ...patch });
const keysOf = (rows: ViewRow[]) =>
  rows.filter((r) => r.kind === "line").map((r) => (r as { key: string }).key);
const groupsOf = (rows: ViewRow[]) =>
  rows
    .filter((r) => r.kind === "group")
    .map((r) => {
      const g = r as Extract<ViewRow, { kind: "group" }>;
      return [g.depth, g.label, g.count, g.total_cents];
    });

describe("budget views", () => {
  it("a plain view is every line in budget order, plus the new row", () => {
    const rows = buildViewRows(source(lines), defaultViewConfig(), new Set(), true);
    expect(keysOf(rows)).toEqual(["k0", "k1", "k2", "k3", "k4"]);
    expect(rows.at(-1)).toEqual({ kind: "new" });
    expect(isPlainView(defaultViewConfig())).toBe(true);
  });

  it("filters by text, cost code prefix (any punctuation), tag and flags", () => {
    const s = source(lines);
    const show = (filters: ViewConfig["filters"]) =>
      keysOf(buildViewRows(s, config({ filters }), new Set(), false));
    expect(show({ text: "steel" })).toEqual(["k1"]);
    expect(show({ text: "tower" })).toEqual(["k1", "k3"]);
    expect(show({ cost_code: "03.3" })).toEqual(["k0"]);
    expect(show({ cost_code: "03" })).toEqual(["k0", "k2"]);
    expect(show({ tag: "PODIUM" })).toEqual(["k0", "k2"]);
    expect(show({ flags: ["alternate"] })).toEqual(["k3"]);
    expect(show({ flags: ["base", "allowance"] })).toEqual(["k4"]);
    expect(show({ flags: ["error"] })).toEqual(["k4"]);
  });

  it("sorts by total descending, ties kept in budget order", () => {
    const s = source([...lines, { cost_code: "31 00 00", total: 50_000 }]);
    const rows = buildViewRows(s, config({ sort: [{ id: "total", desc: true }] }), new Set(), false);
    expect(keysOf(rows)).toEqual(["k1", "k0", "k5", "k3", "k2", "k4"]);
  });

  it("groups by division then cost type with subtotals; a collapsed group hides its lines", () => {
    const s = source(lines);
    const c = config({ group_by: ["division", "cost_type"] });
    const rows = buildViewRows(s, c, new Set(), false);
    expect(groupsOf(rows)).toEqual([
      [0, "03 Concrete", 2, 70_000],
      [1, "Labor", 1, 20_000],
      [1, "Subcontract", 1, 50_000],
      [0, "05 Metals", 1, 120_000],
      [1, "Material", 1, 120_000],
      [0, "09 Finishes", 1, 30_000],
      [1, "No cost type", 1, 30_000],
      [0, "No cost code", 1, 5_000],
      [1, "No cost type", 1, 5_000],
    ]);
    const concrete = rows.find((r) => r.kind === "group" && r.label === "03 Concrete") as { id: string };
    const folded = buildViewRows(s, c, new Set([concrete.id]), false);
    expect(keysOf(folded)).toEqual(["k1", "k3", "k4"]);
    expect(groupsOf(folded)[0]).toEqual([0, "03 Concrete", 2, 70_000]);
  });

  it("groups alternates apart from the base", () => {
    const rows = buildViewRows(source(lines), config({ group_by: ["alternate"] }), new Set(), false);
    expect(groupsOf(rows)).toEqual([
      [0, "Alternates", 1, 30_000],
      [0, "Base", 4, 195_000],
    ]);
  });

  it("a saved config is made whole: unknown columns and groups dropped, at most 4 levels, sort forms read", () => {
    const c = normaliseViewConfig({
      group_by: ["division", "nonsense", "cost_code", "cost_type", "area", "tag"] as never,
      columns: ["cost_code", "no_such_column"],
      column_order: ["total", "bogus"],
      sort: ["-total", { field: "cost_code" }] as never,
    });
    expect(c.group_by).toEqual(["division", "cost_code", "cost_type", "area"]);
    expect(c.columns).toEqual(["cost_code"]);
    expect(c.column_order[0]).toBe("total");
    expect(c.column_order).not.toContain("bogus");
    expect(c.column_order).toEqual(expect.arrayContaining(defaultViewConfig().column_order));
    expect(c.sort).toEqual([
      { id: "total", desc: true },
      { id: "cost_code", desc: false },
    ]);
    expect(normaliseViewConfig(null)).toEqual(defaultViewConfig());
  });
});
