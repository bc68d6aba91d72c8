import fc from "fast-check";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  csvField,
  neutraliseCell,
  readDate,
  readDollarsToCents,
  readNeutralised,
  readTags,
  writeTags,
} from "@/lib/domain/project-import/cells";
import { suggestCostCode } from "@/lib/domain/project-import/cost-codes";
import { costColumn, guessColumns } from "@/lib/domain/project-import/fields";
import { type BuildingTypeRef, buildingTypeResolver, planImport } from "@/lib/domain/project-import/plan";
import { readCsvTable } from "@/lib/domain/project-import/table";
import { checkZip } from "@/lib/domain/project-import/zip-guard";

describe("cells", () => {
  it("reads dollars to exact cents", () => {
    expect(readDollarsToCents("1,234.56")).toBe(123456);
    expect(readDollarsToCents("$1234.5")).toBe(123450);
    expect(readDollarsToCents("(12.30)")).toBe(-1230);
    expect(readDollarsToCents("-0.05")).toBe(-5);
    expect(readDollarsToCents("1234.5600000001")).toBe(123456);
    expect(readDollarsToCents("1.234")).toBeNull();
    expect(readDollarsToCents("abc")).toBeNull();
    expect(readDollarsToCents("")).toBeNull();
  });

  it("round-trips any cents through the export spelling", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (cents) => {
        expect(readDollarsToCents(centsToDollars(cents))).toBe(cents);
        expect(readDollarsToCents(String(Number(centsToDollars(cents))))).toBe(cents);
      }),
    );
  });

  it("reads the date spellings of spreadsheets", () => {
    expect(readDate("2024-03-15")).toBe("2024-03-15");
    expect(readDate("3/15/2024")).toBe("2024-03-15");
    expect(readDate("03/15/24")).toBe("2024-03-15");
    expect(readDate("45366")).toBe("2024-03-15");
    expect(readDate("2024-02-30")).toBeNull();
    expect(readDate("15/3/2024")).toBeNull();
  });

  it("keeps tags whole through write and read", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc
            .stringMatching(/^[A-Za-z0-9 ,]{1,12}$/)
            .map((t) => t.trim())
            .filter((t) => t !== "" && !t.startsWith(",") && !t.endsWith(",")),
          { maxLength: 4 },
        ),
        (tags) => {
          const clean = tags.filter((t) => t.split(",").every((p) => p.trim() !== ""));
          expect(readTags(writeTags(clean))).toEqual([...new Set(clean.map((t) => t.trim()))]);
        },
      ),
    );
  });
});

describe("CSV neutralisation", () => {
  it("prefixes cells that a spreadsheet would run as formulas", () => {
    for (const v of ["=1+1", "+cmd", "-x", "@SUM(A1)", "\tfoo", "\rbar"])
      expect(neutraliseCell(v)).toBe(`'${v}`);
    expect(neutraliseCell("-250.00")).toBe("-250.00");
    expect(neutraliseCell("plain")).toBe("plain");
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("gives back exactly what was neutralised", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("=", "+", "-", "@", "'", "a", "1", ".", "\t") }), (v) => {
        expect(readNeutralised(neutraliseCell(v))).toBe(v);
      }),
    );
  });
});

describe("the CSV table", () => {
  it("refuses duplicate headers and an empty body", () => {
    expect(readCsvTable("a,b,a\n1,2,3")).toEqual({
      ok: false,
      message: 'Column 3: the name "a" is used twice in the header row',
    });
    expect(readCsvTable("a,b\n")).toEqual({
      ok: false,
      message: "The file has a header row but no data rows",
    });
  });
});

describe("mapping guesses", () => {
  it("maps headers by name, alias, metric and cost-code columns", () => {
    expect(
      guessColumns([
        "Job Name",
        "Gross SF",
        "Phase",
        "Pricing Date",
        "metric:acres",
        "Div 03 - Concrete",
        "Notes",
        "Whatever",
      ]),
    ).toEqual({
      "Job Name": "project_name",
      "Gross SF": "gsf",
      Phase: "stage",
      "Pricing Date": "cost_basis_date",
      "metric:acres": "metric:acres",
      "Div 03 - Concrete": "cost:03",
      Notes: "project_notes",
      Whatever: "",
    });
    expect(costColumn("B20 Exterior enclosure")).toEqual({ code: "B20", label: "Exterior enclosure" });
  });

  it("suggests company codes, legacy 16-division included", () => {
    expect(suggestCostCode("033000")).toEqual({ code: "03 30 00", source: "masterformat" });
    expect(suggestCostCode("15400")).toMatchObject({ code: "22 00 00", source: "legacy" });
    expect(suggestCostCode("16")).toMatchObject({ code: "26 00 00", source: "legacy" });
    expect(suggestCostCode("02", true)).toMatchObject({ code: "31 00 00", source: "legacy" });
    expect(suggestCostCode("b2010")).toEqual({ code: "B2010", source: "uniformat" });
    expect(suggestCostCode("GC-100")).toEqual({ code: "GC-100", source: "company" });
  });
});

const types: BuildingTypeRef[] = [
  { uid: "00000000-0000-4000-8000-0000000000a1", name: "Multifamily", parent_name: null },
  { uid: "00000000-0000-4000-8000-0000000000a2", name: "High-rise", parent_name: "Multifamily" },
  { uid: "00000000-0000-4000-8000-0000000000a3", name: "Office", parent_name: null },
  { uid: "00000000-0000-4000-8000-0000000000a4", name: "High-rise", parent_name: "Office" },
  { uid: "00000000-0000-4000-8000-0000000000a5", name: "Hotel", parent_name: "Retail and Hospitality" },
];

describe("building types", () => {
  const resolve = buildingTypeResolver(types);
  it("reads a path, a unique name, a category and a uid; refuses ambiguity", () => {
    expect(resolve("Office › High-rise")).toEqual({ uid: types[3]!.uid });
    expect(resolve("office > high-rise")).toEqual({ uid: types[3]!.uid });
    expect(resolve("hotel")).toEqual({ uid: types[4]!.uid });
    expect(resolve("Multifamily")).toEqual({ uid: types[0]!.uid });
    expect(resolve(types[1]!.uid)).toEqual({ uid: types[1]!.uid });
    expect(resolve("High-rise")).toEqual({
      message: 'Building type "High-rise" is in more than one category; write it as Category › Type',
    });
    expect(resolve("Igloo")).toMatchObject({
      message: expect.stringContaining('"Igloo" is not in your building types'),
    });
  });
});

describe("planImport", () => {
  const mappingOf = (headers: string[]) => ({ columns: guessColumns(headers), cost_codes: {} });
  const plan = (csv: string) => {
    const t = readCsvTable(csv);
    if (!t.ok) throw new Error(t.message);
    return planImport(t.table, mappingOf(t.table.headers), types);
  };

  it("groups rows into projects and records with exact totals", () => {
    const p = plan(
      [
        "Project,Stage,Date,GSF,Code,Amount",
        "A,bid,2024-01-01,1000,03,100.10",
        "A,bid,2024-01-01,1000,09,0.90",
        "A,final,2025-01-01,1000,03,120",
        "B,gmp,2024-06-01,,26,5",
      ].join("\n"),
    );
    expect(p.errors).toEqual([]);
    expect(
      p.projects.map((x) => [
        x.name,
        x.records.map((r) => [r.stage, r.costs.reduce((s, c) => s + c.amount_cents, 0)]),
      ]),
    ).toEqual([
      [
        "A",
        [
          ["bid", 10100],
          ["final", 12000],
        ],
      ],
      ["B", [["gmp", 500]]],
    ]);
  });

  it("names the row and the problem, and plans nothing when any row is bad", () => {
    const p = plan(
      [
        "Project,Stage,Date,GSF,Units,Code,Amount",
        "A,bid,2024-01-01,1000,,03,1",
        "B,bid,2024-01-01,0,,03,1",
        "C,tender,2024-13-01,,-2,03,x",
      ].join("\n"),
    );
    expect(p.projects).toEqual([]);
    expect(p.errors.map((e) => e.message)).toEqual([
      "Row 3: GSF must be a positive number",
      "Row 4: Units must be a number of at least 0",
      'Row 4: Cost basis date "2024-13-01" must be a date such as 2024-03-15 or 3/15/2024',
    ]);
    expect(p.summary.error_count).toBe(3);
  });

  it("asks for the required columns", () => {
    const p = plan("Client,Amount\nX,1");
    expect(p.errors[0]!.message).toBe("Map a column to Project name, Stage, Cost basis date (required)");
  });

  it("checks a record total against its lines", () => {
    const p = plan(
      [
        "Project,Stage,Date,Total,Code,Amount",
        "A,bid,2024-01-01,100,03,60",
        "A,bid,2024-01-01,100,09,30",
      ].join("\n"),
    );
    expect(p.errors[0]!.message).toBe(
      "Row 2: Record total 100.00 does not equal the sum of its cost lines (90.00)",
    );
  });
});

describe("zip guard", () => {
  it("passes a normal zip and refuses a high-ratio one", () => {
    const ok = zipSync({ "a.xml": new TextEncoder().encode("<x>hello</x>".repeat(100)) });
    expect(checkZip(ok)).toMatchObject({ ok: true, entries: 1 });
    const bomb = zipSync({ "xl/sheet.xml": new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(checkZip(bomb)).toMatchObject({
      ok: false,
      message: expect.stringContaining("looks like a zip bomb"),
    });
  });

  it("stops inflating past the total limit even when ratios look fine", () => {
    const data = zipSync({ "a.bin": new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 2654435761) >>> 24) });
    expect(checkZip(data, { maxTotalBytes: 1024 * 1024, maxRatio: 200, maxEntries: 10 })).toMatchObject({
      ok: false,
    });
  });

  it("refuses what is not a zip", () => {
    expect(checkZip(new TextEncoder().encode("not a zip"))).toEqual({
      ok: false,
      message: "The file is not a valid .xlsx workbook",
    });
  });
});
