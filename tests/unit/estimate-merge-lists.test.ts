import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeList } from "@/lib/client/estimate-editor/merge-lists";

type Input = { name: string; value: number; unit?: string };
const key = (i: Input) => i.name;
const gsf = { name: "GSF", value: 20_000, unit: "SF" };
const units = { name: "UNITS", value: 120 };
const stories = { name: "STORIES", value: 5 };

describe("mergeList (inputs and markups after a 412)", () => {
  it("keeps my change and theirs when they touch different items", () => {
    const base = [gsf, units];
    const mine = [{ ...gsf, value: 21_000 }, units];
    const theirs = [gsf, { ...units, value: 130 }];
    expect(mergeList(base, mine, theirs, key)).toEqual({
      merged: [
        { ...gsf, value: 21_000 },
        { ...units, value: 130 },
      ],
      conflicts: [],
    });
  });

  it("keeps their value when both changed the same item differently, and says which", () => {
    const r = mergeList([gsf], [{ ...gsf, value: 21_000 }], [{ ...gsf, value: 22_000 }], key);
    expect(r).toEqual({ merged: [{ ...gsf, value: 22_000 }], conflicts: ["GSF"] });
    expect(mergeList([gsf], [{ ...gsf, value: 21_000 }], [{ ...gsf, value: 21_000 }], key).conflicts).toEqual(
      [],
    );
  });

  it("keeps additions from both sides and deletions from either", () => {
    const r = mergeList([gsf, units], [gsf, stories], [units, { name: "NRSF", value: 15_000 }], key);
    expect(r.merged.map(key)).toEqual(["NRSF", "STORIES"]);
    expect(r.conflicts).toEqual([]);
  });

  it("a deleted item that the other side changed is a conflict: their change is kept", () => {
    const r = mergeList([gsf, units], [gsf], [gsf, { ...units, value: 99 }], key);
    expect(r).toEqual({ merged: [gsf, { ...units, value: 99 }], conflicts: ["UNITS"] });
  });

  it("keeps my new order of a markup stack when they did not reorder it", () => {
    const [a, b, c] = ["a", "b", "c"].map((name, i) => ({ name, value: i }));
    const r = mergeList([a!, b!, c!], [c!, a!, b!], [a!, { ...b!, value: 9 }, c!], key);
    expect(r.merged).toEqual([c, a, { ...b!, value: 9 }]);
  });

  it("ignores what the comparison leaves out (a client-side uid) and undefined fields", () => {
    const withUid = (i: Input, uid: string) => ({ ...i, uid });
    const r = mergeList(
      [withUid(gsf, "s1")],
      [withUid({ ...gsf, unit: undefined, value: 20_000 }, "s1")],
      [withUid({ ...gsf, value: 25_000 }, "s1")],
      (i) => i.name,
      ({ uid: _uid, ...rest }) => rest,
    );
    expect(r.conflicts).toEqual(["GSF"]);
  });

  it("property: with no edits on my side the result is theirs; with none on theirs it is mine", () => {
    const list = fc.uniqueArray(
      fc.record({ name: fc.constantFrom("A", "B", "C", "D", "E"), value: fc.integer({ min: 0, max: 3 }) }),
      { selector: (i) => i.name, maxLength: 5 },
    );
    fc.assert(
      fc.property(list, list, (base, other) => {
        expect(mergeList(base, base, other, key)).toEqual({ merged: other, conflicts: [] });
        expect(mergeList(base, other, base, key)).toEqual({ merged: other, conflicts: [] });
      }),
    );
  });
});
