import { describe, expect, it } from "vitest";
import {
  matchCostType,
  materialMarkupMissing,
  stepCostType,
} from "@/components/estimate/editor/cost-type-choices";
import { isEditAttempt, navigate } from "@/components/estimate/editor/grid-nav";
import { blankLine, type LineFields } from "@/lib/client/estimate-editor/types";
import type { Markup } from "@/lib/domain/estimate";

describe("grid navigation", () => {
  it("Tab moves right and starts a run where it began; Shift+Tab moves left", () => {
    expect(navigate({ r: 2, c: 1 }, "Tab", false, null)).toEqual({ cell: { r: 2, c: 2 }, run: 1 });
    expect(navigate({ r: 2, c: 3 }, "Tab", false, 1)).toEqual({ cell: { r: 2, c: 4 }, run: 1 });
    expect(navigate({ r: 2, c: 3 }, "Tab", true, 1)).toEqual({ cell: { r: 2, c: 2 }, run: 1 });
  });

  it("Enter after a Tab run returns to the run's first column on the next row, and ends the run", () => {
    expect(navigate({ r: 2, c: 4 }, "Enter", false, 1)).toEqual({ cell: { r: 3, c: 1 }, run: null });
    expect(navigate({ r: 2, c: 4 }, "Enter", true, 1)).toEqual({ cell: { r: 1, c: 1 }, run: null });
  });

  it("Enter without a run moves down in the same column", () => {
    expect(navigate({ r: 0, c: 3 }, "Enter", false, null)).toEqual({ cell: { r: 1, c: 3 }, run: null });
  });

  it("← and → skip cells within the run; ↑ and ↓ end it", () => {
    expect(navigate({ r: 2, c: 4 }, "ArrowRight", false, 1)).toEqual({ cell: { r: 2, c: 5 }, run: 1 });
    expect(navigate({ r: 2, c: 4 }, "ArrowUp", false, 1)).toEqual({ cell: { r: 1, c: 4 }, run: null });
  });

  it("tells a typed change from navigation and shortcuts", () => {
    const k = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey", boolean>> = {}) => ({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...mods,
    });
    expect(isEditAttempt(k("a"))).toBe(true);
    expect(isEditAttempt(k("F2"))).toBe(true);
    expect(isEditAttempt(k("Delete"))).toBe(true);
    expect(isEditAttempt(k("ArrowDown"))).toBe(false);
    expect(isEditAttempt(k("Tab"))).toBe(false);
    expect(isEditAttempt(k("c", { ctrlKey: true }))).toBe(false);
  });
});

describe("cost type choices", () => {
  const line = (over: Partial<LineFields> = {}) => ({ ...blankLine(), ...over }) as LineFields;
  const salesTax: Markup = {
    uid: "m1",
    name: "Sales tax",
    kind: "percent",
    percent: 8.25,
    base: { direct: true, markups: [], running_total: false },
    material_only: true,
  };

  it("a letter picks its type, blank is none, anything else none of them", () => {
    expect(matchCostType("m")?.value).toBe("material");
    expect(matchCostType("S")?.value).toBe("subcontract");
    expect(matchCostType("")?.label).toBe("None");
    expect(matchCostType("x")).toBeNull();
  });

  it("↓ and ↑ step through the list and wrap", () => {
    expect(stepCostType("", 1)).toBe("material");
    expect(stepCostType("material", 1)).toBe("labor");
    expect(stepCostType("material", -1)).toBe("");
    expect(stepCostType("x", 1)).toBe("material");
  });

  it("warns about a line with no cost type and no split under a material-only markup", () => {
    expect(materialMarkupMissing(line(), [salesTax])).toBe("Sales tax");
    expect(materialMarkupMissing(line({ cost_type: "labor" }), [salesTax])).toBeNull();
    expect(materialMarkupMissing(line({ split: { labor_cents: 100 } }), [salesTax])).toBeNull();
    expect(materialMarkupMissing(line(), [{ ...salesTax, material_only: false }])).toBeNull();
  });
});
