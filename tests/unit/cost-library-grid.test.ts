import { describe, expect, it } from "vitest";
import { dropIndex, libraryPatch } from "@/components/cost-library/library-insert";
import { isCostCodeQuery, suggestionKey, suggestionQuery } from "@/components/cost-library/suggestion-keys";

const item = {
  uid: "i1",
  cost_code: "09 21 16",
  description: "Gypsum board",
  unit: "SF",
  unit_cost_cents: 200,
  split: null,
  cost_type: "material" as const,
  source: null,
  price_date: "2025-01-01",
  location: null,
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
const history = {
  kind: "history" as const,
  key: "history-SF",
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
};

describe("the grid cell's library suggestions: keys", () => {
  it("leaves every key to the cell while the list shows nothing", () => {
    for (const key of ["ArrowDown", "ArrowUp", "Enter", "Escape", "Tab"]) {
      expect(suggestionKey(key, -1, 0)).toEqual({ kind: "cell" });
    }
  });

  it("↓ highlights the first result and stops at the last; ↑ goes back to none, then is the cell's", () => {
    expect(suggestionKey("ArrowDown", -1, 3)).toEqual({ kind: "move", at: 0 });
    expect(suggestionKey("ArrowDown", 2, 3)).toEqual({ kind: "move", at: 2 });
    expect(suggestionKey("ArrowUp", 0, 3)).toEqual({ kind: "move", at: -1 });
    expect(suggestionKey("ArrowUp", -1, 3)).toEqual({ kind: "cell" });
  });

  it("Enter takes the highlighted result, and with none highlighted writes the typed text as before", () => {
    expect(suggestionKey("Enter", 1, 3)).toEqual({ kind: "pick", at: 1 });
    expect(suggestionKey("Enter", -1, 3)).toEqual({ kind: "cell" });
  });

  it("Esc closes the list (the text stays); Tab is always the cell's", () => {
    expect(suggestionKey("Escape", 1, 3)).toEqual({ kind: "close" });
    expect(suggestionKey("Tab", 1, 3)).toEqual({ kind: "cell" });
  });

  it("asks the library only for changed text of two characters or more", () => {
    expect(suggestionQuery("g", "g")).toBe("");
    expect(suggestionQuery("gy", "g")).toBe("gy");
    expect(suggestionQuery("Gypsum board", "Gypsum board")).toBe("");
    expect(suggestionQuery(" 09 ", "")).toBe("09");
    expect(isCostCodeQuery("09 21")).toBe(true);
    expect(isCostCodeQuery("gypsum")).toBe(false);
  });
});

describe("a library result into the estimate", () => {
  it("a new line takes the item whole, priced at the estimate's date and place", () => {
    expect(libraryPatch({ kind: "item", key: "item-i1", item }, false)).toMatchObject({
      cost_code: "09 21 16",
      description: "Gypsum board",
      quantity: "0",
      unit_cost_cents: 230,
      library_cents: 200,
      cost_item_uid: "i1",
    });
  });

  it("an existing line keeps its quantity", () => {
    const patch = libraryPatch({ kind: "item", key: "item-i1", item }, true);
    expect(patch).not.toHaveProperty("quantity");
    expect(patch).toMatchObject({ description: "Gypsum board", unit_cost_cents: 230 });
  });

  it("from history an existing line takes the price and its source, and the code only when typed there", () => {
    expect(libraryPatch(history, true)).toEqual({
      unit_cost_cents: 250,
      source: "History: median of 2 (P25–P75 2.25–2.75), 2026-03-01 · Texas",
    });
    expect(libraryPatch(history, true, { withCode: true })).toMatchObject({ cost_code: "09 21 16" });
  });

  it("a drop lands before the line under the pointer, else at the end", () => {
    expect(dropIndex(["a", "b", "c"], "b")).toBe(1);
    expect(dropIndex(["a", "b", "c"], null)).toBe(3);
    expect(dropIndex(["a", "b", "c"], "gone")).toBe(3);
  });
});
