import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterCompanies, stepIndex } from "@/lib/ui/company-filter";

const companies = [
  { uid: "1", company_name: "Acme Builders" },
  { uid: "2", company_name: "Birch Construction" },
  { uid: "3", company_name: "Plinth" },
  { uid: "4", company_name: "ACME West" },
];

describe("filterCompanies", () => {
  it("matches a case-insensitive substring of the company name", () => {
    expect(filterCompanies(companies, "acme").map((c) => c.uid)).toEqual(["1", "4"]);
    expect(filterCompanies(companies, "STRUCT").map((c) => c.uid)).toEqual(["2"]);
    expect(filterCompanies(companies, "lint").map((c) => c.uid)).toEqual(["3"]);
  });

  it("keeps the list's order and returns everything for an empty or blank search", () => {
    expect(filterCompanies(companies, "")).toEqual(companies);
    expect(filterCompanies(companies, "   ")).toEqual(companies);
  });

  it("ignores surrounding spaces but not inner ones", () => {
    expect(filterCompanies(companies, "  birch ").map((c) => c.uid)).toEqual(["2"]);
    expect(filterCompanies(companies, "acme b").map((c) => c.uid)).toEqual(["1"]);
  });

  it("finds nothing when nothing matches", () => {
    expect(filterCompanies(companies, "zebra")).toEqual([]);
    expect(filterCompanies([], "acme")).toEqual([]);
  });

  it("never returns a company whose name lacks the search, and always returns a name's own slice", () => {
    const list = fc.array(fc.record({ uid: fc.uuid(), company_name: fc.string() }), { maxLength: 20 });
    fc.assert(
      fc.property(list, fc.string(), (items, search) => {
        const found = filterCompanies(items, search);
        const needle = search.trim().toLocaleLowerCase();
        expect(found.every((c) => c.company_name.toLocaleLowerCase().includes(needle))).toBe(true);
        for (const item of items) {
          const slice = item.company_name.slice(1, 4);
          if (slice.trim() === slice && slice) expect(filterCompanies(items, slice)).toContain(item);
        }
      }),
    );
  });
});

describe("stepIndex (arrow keys in the picker)", () => {
  it("starts at the first option going down and the last going up", () => {
    expect(stepIndex(-1, 1, 4)).toBe(0);
    expect(stepIndex(-1, -1, 4)).toBe(3);
  });

  it("moves by one and wraps around at both ends", () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it("has nothing to highlight in an empty list", () => {
    expect(stepIndex(-1, 1, 0)).toBe(-1);
    expect(stepIndex(2, -1, 0)).toBe(-1);
  });
});
