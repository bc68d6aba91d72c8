// Bulk operations on the estimate editor's lines (issue 20): re-price rounding, find and replace, setting a
// field; each applied through the store is one undo step that restores the lines exactly, saved in one request.
import { describe, expect, it } from "vitest";
import {
  describeReprice,
  parseReprice,
  parseTags,
  replaceChanges,
  replaceText,
  repriceCents,
  repriceChanges,
  repricePatch,
  setFieldChanges,
} from "@/lib/client/estimate-editor/bulk";
import { EditorStore, type Transport } from "@/lib/client/estimate-editor/store";
import {
  type BulkBody,
  blankLine,
  type LineDto,
  type LinePatchFields,
  pickFields,
} from "@/lib/client/estimate-editor/types";

let seq = 0;
const line = (fields: LinePatchFields): LineDto =>
  ({
    ...blankLine(),
    uid: `00000000-0000-4000-8000-${String(++seq).padStart(12, "0")}`,
    version: 1,
    position: seq,
    ...fields,
  }) as LineDto;

/** A server that takes every write and counts the requests. */
function setup(lines: LineDto[]) {
  const requests: BulkBody[] = [];
  const patches: unknown[] = [];
  const transport: Transport = {
    async bulk(body) {
      requests.push(structuredClone(body));
      return {
        created: [],
        updated: body.update.map((u) => {
          const { uid, version, ...fields } = u;
          const before = lines.find((l) => l.uid === uid)!;
          return { ...before, ...fields, uid, version: version + 1 } as LineDto;
        }),
        deleted: body.delete.map((d) => d.uid),
      };
    },
    async patch(uid, version, fields) {
      patches.push(fields);
      return { ...lines.find((l) => l.uid === uid)!, ...fields, version: version + 1 } as LineDto;
    },
  };
  const store = new EditorStore({ lines, inputs: [], markups: [], transport });
  return { store, requests, patches };
}

describe("re-price", () => {
  it("rounds to whole cents half away from zero", () => {
    expect(repriceCents(1235, { kind: "percent", value: 10 })).toBe(1359); // 1358.5
    expect(repriceCents(-1235, { kind: "percent", value: 10 })).toBe(-1359);
    expect(repriceCents(100, { kind: "percent", value: 15 })).toBe(115); // not 114.999…
    expect(repriceCents(1001, { kind: "percent", value: -50 })).toBe(501); // 500.5
    expect(repriceCents(1001, { kind: "factor", value: 0.5 })).toBe(501);
    expect(repriceCents(333, { kind: "factor", value: 1.005 })).toBe(335); // 334.665
    expect(repriceCents(12.34567, { kind: "percent", value: 0 })).toBe(12);
    expect(repriceCents(999, { kind: "percent", value: -100 })).toBe(0);
  });

  it("changes the unit cost, each part of a split (the unit cost following their sum) and a lump sum", () => {
    const by = { kind: "percent", value: 10 } as const;
    expect(repricePatch({ ...blankLine(), unit_cost_cents: 1235 }, by)).toEqual({ unit_cost_cents: 1359 });
    expect(repricePatch({ ...blankLine(), lump_sum_cents: 5005 }, by)).toEqual({ lump_sum_cents: 5506 });
    expect(repricePatch({ ...blankLine(), split: { labor_cents: 1005, material_cents: 2015 } }, by)).toEqual({
      split: { labor_cents: 1106, material_cents: 2217 },
    });
    expect(
      repricePatch(
        { ...blankLine(), unit_cost_cents: 3020, split: { labor_cents: 1005, material_cents: 2015 } },
        by,
      ),
    ).toEqual({ split: { labor_cents: 1106, material_cents: 2217 }, unit_cost_cents: 3323 });
    expect(repricePatch(blankLine(), by)).toBeNull();
  });

  it("counts the lines without a price", () => {
    const lines = [line({ unit_cost_cents: 100 }), line({})];
    const { store } = setup(lines);
    const keys = [...store.order];
    const { changes, unpriced } = repriceChanges(store, keys, { kind: "factor", value: 2 });
    expect(changes).toEqual([{ key: keys[0], patch: { unit_cost_cents: 200 } }]);
    expect(unpriced).toBe(1);
  });

  it("reads what was typed", () => {
    expect(parseReprice("percent", " +5 % ")).toEqual({ kind: "percent", value: 5 });
    expect(parseReprice("percent", "−2.5")).toEqual({ kind: "percent", value: -2.5 });
    expect(parseReprice("factor", "1.05")).toEqual({ kind: "factor", value: 1.05 });
    expect(parseReprice("percent", "")).toBe("Enter a number");
    expect(parseReprice("percent", "abc")).toBe("Enter a number");
    expect(parseReprice("percent", "-101")).toMatch(/At least −100%/);
    expect(parseReprice("factor", "-1")).toBe("A factor of 0 or more");
  });

  it("describes itself for the toast", () => {
    expect(describeReprice({ kind: "percent", value: 5 })).toBe("+5%");
    expect(describeReprice({ kind: "percent", value: -2.5 })).toBe("−2.5%");
    expect(describeReprice({ kind: "factor", value: 1.05 })).toBe("× 1.05");
  });
});

describe("find and replace", () => {
  it("replaces literal text, every occurrence, with or without matching case", () => {
    expect(replaceText("Rebar #4 and rebar #5", { find: "rebar", replace: "Bar", matchCase: false })).toEqual(
      {
        text: "Bar #4 and Bar #5",
        count: 2,
      },
    );
    expect(replaceText("Rebar #4 and rebar #5", { find: "rebar", replace: "Bar", matchCase: true })).toEqual({
      text: "Rebar #4 and Bar #5",
      count: 1,
    });
    // Not a pattern, and "$&" in the replacement is text.
    expect(replaceText("a.b (c)", { find: ".", replace: "$&$&", matchCase: true }).text).toBe("a$&$&b (c)");
    expect(replaceText("abc", { find: "", replace: "x", matchCase: true })).toEqual({
      text: "abc",
      count: 0,
    });
  });

  it("changes only the descriptions that match; an emptied one becomes null", () => {
    const { store } = setup([
      line({ description: "CMU wall" }),
      line({ description: "Drywall" }),
      line({ description: "CMU" }),
      line({}),
    ]);
    const keys = [...store.order];
    const r = replaceChanges(store, keys, { find: "cmu", replace: "", matchCase: false });
    expect(r.changes).toEqual([
      { key: keys[0], patch: { description: " wall" } },
      { key: keys[2], patch: { description: null } },
    ]);
    expect(r.occurrences).toBe(2);
  });

  it("skips a description that would pass 2,000 characters", () => {
    const { store } = setup([line({ description: "x".repeat(1001) })]);
    const r = replaceChanges(store, [...store.order], { find: "x", replace: "yy", matchCase: true });
    expect(r.changes).toEqual([]);
    expect(r.tooLong).toBe(1);
  });
});

describe("set a field", () => {
  it("sets a value on every line; tags are added, removed or replaced", () => {
    const { store } = setup([line({ tags: ["a", "b"] }), line({ tags: ["b"] })]);
    const keys = [...store.order];
    expect(setFieldChanges(store, keys, { field: "cost_type", value: "labor" })).toEqual([
      { key: keys[0], patch: { cost_type: "labor" } },
      { key: keys[1], patch: { cost_type: "labor" } },
    ]);
    const tagsOf = (mode: "add" | "remove" | "replace") =>
      setFieldChanges(store, keys, { field: "tags", mode, value: ["b", "c"] }).map((c) => c.patch.tags);
    expect(tagsOf("add")).toEqual([
      ["a", "b", "c"],
      ["b", "c"],
    ]);
    expect(tagsOf("remove")).toEqual([["a"], []]);
    expect(tagsOf("replace")).toEqual([
      ["b", "c"],
      ["b", "c"],
    ]);
    expect(parseTags(" a, b;; a ,")).toEqual(["a", "b"]);
  });
});

describe("one undo step", () => {
  it("a re-price of many lines is one history entry, saved in one request; undo restores every field", async () => {
    const lines = [
      line({ unit_cost_cents: 1235, quantity: "10" }),
      line({ unit_cost_cents: 9999, quantity: "3" }),
      line({ split: { labor_cents: 1005 }, quantity: "2" }),
      line({ lump_sum_cents: 5005 }),
    ];
    const { store, requests } = setup(lines);
    const keys = [...store.order];
    const before = keys.map((k) => pickFields(store.row(k)!.line));
    const totalBefore = store.totals().direct_cents;

    const { changes } = repriceChanges(store, keys, { kind: "percent", value: 10 });
    expect(store.edit(changes, "Re-price +10%")).toEqual({ ok: true });
    expect(store.undoStack).toHaveLength(1);
    expect(store.undoStack[0].label).toBe("Re-price +10%");
    expect(store.totals().direct_cents).toBe(10 * 1359 + 3 * 10999 + 2 * 1106 + 5506);
    await store.whenIdle();
    expect(requests).toHaveLength(1);
    expect(requests[0].update).toHaveLength(4);

    store.undo();
    expect(keys.map((k) => pickFields(store.row(k)!.line))).toEqual(before);
    expect(store.totals().direct_cents).toBe(totalBefore);
    expect(store.canUndo()).toBe(false);
    await store.whenIdle();
    expect(requests).toHaveLength(2);

    store.redo();
    expect(store.totals().direct_cents).toBe(10 * 1359 + 3 * 10999 + 2 * 1106 + 5506);
  });

  it("a bulk delete is one step and undo brings every line back in place", () => {
    const { store } = setup([
      line({ description: "A" }),
      line({ description: "B" }),
      line({ description: "C" }),
    ]);
    const keys = [...store.order];
    store.deleteRows([keys[0], keys[2]], "Delete 2 lines");
    expect(store.lineCount()).toBe(1);
    expect(store.undoStack).toHaveLength(1);
    store.undo();
    expect(store.order.map((k) => store.row(k)!.line.description)).toEqual(["A", "B", "C"]);
  });

  it("set-field and replace are one step each", () => {
    const { store } = setup([line({ description: "Stud wall" }), line({ description: "Stud" })]);
    const keys = [...store.order];
    store.edit(setFieldChanges(store, keys, { field: "unit", value: "LF" }), "Set unit");
    store.edit(
      replaceChanges(store, keys, { find: "Stud", replace: "Track", matchCase: true }).changes,
      "Replace",
    );
    expect(store.undoStack.map((e) => e.label)).toEqual(["Set unit", "Replace"]);
    store.undo();
    expect(keys.map((k) => store.row(k)!.line.description)).toEqual(["Stud wall", "Stud"]);
    expect(keys.map((k) => store.row(k)!.line.unit)).toEqual(["LF", "LF"]);
    store.undo();
    expect(keys.map((k) => store.row(k)!.line.unit)).toEqual([null, null]);
  });
});
