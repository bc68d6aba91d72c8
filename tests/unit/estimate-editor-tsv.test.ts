import { describe, expect, it } from "vitest";
import { COLUMN_BY_ID, centsToDollarsText, parseDollars } from "@/lib/client/estimate-editor/columns";
import { parseTsv, serialiseTsv } from "@/lib/client/estimate-editor/tsv";
import { blankLine } from "@/lib/client/estimate-editor/types";

describe("TSV from and to spreadsheets", () => {
  it("reads rows and cells with CRLF and a trailing line break (Excel)", () => {
    expect(parseTsv("03 30 00\tConcrete\t120\r\n05 12 00\tSteel\t4\r\n")).toEqual([
      ["03 30 00", "Concrete", "120"],
      ["05 12 00", "Steel", "4"],
    ]);
  });

  it("reads LF rows without a trailing break (Google Sheets) and keeps empty cells", () => {
    expect(parseTsv("a\t\tc\n\tb\t")).toEqual([
      ["a", "", "c"],
      ["", "b", ""],
    ]);
  });

  it("reads quoted cells holding tabs, line breaks and doubled quotes", () => {
    const text = '"Slab on grade\n6"" thick"\t"a\tb"\t12\r\nplain\t"say ""hi"""\t3\r\n';
    expect(parseTsv(text)).toEqual([
      ['Slab on grade\n6" thick', "a\tb", "12"],
      ["plain", 'say "hi"', "3"],
    ]);
  });

  it("takes a stray quote literally", () => {
    expect(parseTsv('6" pipe\t2')).toEqual([['6" pipe', "2"]]);
  });

  it("keeps blank rows inside a block", () => {
    expect(parseTsv("a\n\nb\n")).toEqual([["a"], [""], ["b"]]);
  });

  it("round-trips what it writes", () => {
    const rows = [
      ["03 30 00", 'Wall "A"', "GSF * 0.35"],
      ["line\nbreak", "tab\there", ""],
    ];
    const text = serialiseTsv(rows);
    expect(text).toBe('03 30 00\t"Wall ""A"""\tGSF * 0.35\r\n"line\nbreak"\t"tab\there"\t');
    expect(parseTsv(text)).toEqual(rows);
  });
});

describe("cells as typed or pasted", () => {
  it("reads dollars to fractional cents", () => {
    expect(parseDollars("$4.12345")).toEqual({ ok: true, cents: 412.345 });
    expect(parseDollars("1,234.50")).toEqual({ ok: true, cents: 123450 });
    expect(parseDollars("(12.00)")).toEqual({ ok: true, cents: -1200 });
    expect(parseDollars("")).toEqual({ ok: true, cents: null });
    expect(parseDollars("abc").ok).toBe(false);
    expect(centsToDollarsText(412.345)).toBe("4.12345");
    expect(centsToDollarsText(1200)).toBe("12.00");
  });

  it("reads cost types, flags and tags", () => {
    const line = blankLine();
    expect(COLUMN_BY_ID.get("cost_type")!.parse("Mat", line)).toEqual({
      ok: true,
      patch: { cost_type: "material" },
    });
    expect(COLUMN_BY_ID.get("cost_type")!.parse("wood", line)).toEqual({
      ok: false,
      message: "Cost type must be labor, material, equipment, subcontract or other",
    });
    expect(COLUMN_BY_ID.get("alternate")!.parse("Yes", line)).toEqual({
      ok: true,
      patch: { alternate: true },
    });
    expect(COLUMN_BY_ID.get("tags")!.parse("a, b; a", line)).toEqual({
      ok: true,
      patch: { tags: ["a", "b"] },
    });
    expect(COLUMN_BY_ID.get("quantity")!.parse("=GSF*0.35", line)).toEqual({
      ok: true,
      patch: { quantity: "GSF*0.35" },
    });
  });
});
