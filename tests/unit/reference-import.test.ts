import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv, readCsvTable } from "@/lib/domain/reference/csv";
import {
  parseEscalationCsv,
  parseIndexCsv,
  parseLocationCsv,
  readNumberCell,
} from "@/lib/domain/reference/imports";
import { checkIndexPoints, issuesToErrors } from "@/lib/domain/reference/lists";
import { parsePeriod, periodLabel } from "@/lib/domain/reference/periods";
import { decimalPlaces } from "@/lib/domain/reference/schemas";

const quote = (field: string) =>
  /[",\r\n]/.test(field) || field === "" ? `"${field.replace(/"/g, '""')}"` : field;

describe("parseCsv (RFC 4180)", () => {
  it("reads quotes, escaped quotes, commas and line breaks inside quotes, CRLF and a BOM", () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",3\n';
    expect(parseCsv(text)).toEqual({
      ok: true,
      records: [
        { row: 1, fields: ["a", "b"] },
        { row: 2, fields: ["x, y", 'say "hi"'] },
        { row: 3, fields: ["two\nlines", "3"] },
      ],
    });
  });

  it("skips blank lines but keeps counting rows as a spreadsheet does", () => {
    expect(parseCsv("a\n\nb").ok && (parseCsv("a\n\nb") as { records: unknown[] }).records).toEqual([
      { row: 1, fields: ["a"] },
      { row: 3, fields: ["b"] },
    ]);
  });

  it("reports an unclosed quote", () => {
    expect(parseCsv('a\n"open,1\n')).toEqual({ ok: false, message: "Row 2: a quoted field is not closed" });
  });

  it("round-trips any table written with RFC 4180 quoting", () => {
    const field = fc.string({ unit: fc.constantFrom("a", "b", ",", '"', "\n", "\r\n", " ", "1") });
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        const text = rows.map((r) => r.map(quote).join(",")).join("\r\n");
        const parsed = parseCsv(text);
        expect(parsed.ok && parsed.records.map((r) => r.fields)).toEqual(rows);
      }),
    );
  });

  it("matches headers by name or alias, case-insensitively", () => {
    expect(
      readCsvTable("Date,Index\n2024-01,100", [
        { name: "period", aliases: ["date"] },
        { name: "value", aliases: ["index"] },
      ]),
    ).toEqual({
      ok: true,
      rows: [{ row: 2, values: { period: "2024-01", value: "100" } }],
    });
    expect(readCsvTable("period\n2024-01", [{ name: "value", required: true }])).toEqual({
      ok: false,
      message: 'The header row has no "value" column',
    });
    expect(readCsvTable("", [])).toEqual({ ok: false, message: "The file is empty" });
    expect(readCsvTable("value\n", [{ name: "value" }])).toEqual({
      ok: false,
      message: "The file has a header but no rows",
    });
  });
});

describe("periods", () => {
  it.each([
    ["2024-03", "monthly", "2024-03-01"],
    ["2024-03-31", "monthly", "2024-03-01"],
    ["3/2024", "monthly", "2024-03-01"],
    ["3/31/2024", "monthly", "2024-03-01"],
    ["2024/03", "monthly", "2024-03-01"],
    ["2024-Q2", "quarterly", "2024-04-01"],
    ["2024Q4", "quarterly", "2024-10-01"],
    ["Q3 2024", "quarterly", "2024-07-01"],
    ["2024-05-20", "quarterly", "2024-04-01"],
  ] as const)("%s (%s) → %s", (text, frequency, period) => {
    expect(parsePeriod(text, frequency)).toEqual({ ok: true, period });
  });

  it("refuses other text and quarters for a monthly series", () => {
    expect(parsePeriod("2024-Q1", "monthly")).toEqual({
      ok: false,
      message: "must be a month such as 2024-03",
    });
    expect(parsePeriod("March", "monthly")).toEqual({
      ok: false,
      message: "must be a period such as 2024-03",
    });
    expect(parsePeriod("2024-13", "quarterly")).toEqual({
      ok: false,
      message: "must be a period such as 2024-Q1",
    });
    expect(periodLabel("2024-04-01", "quarterly")).toBe("2024 Q2");
    expect(periodLabel("2024-04-01", "monthly")).toBe("2024-04");
  });

  it("finds repeated periods after normalising", () => {
    const checked = checkIndexPoints(
      [
        { period: "2024-03", value: 1 },
        { period: "2024-03-15", value: 2 },
        { period: "nope", value: 3 },
      ],
      "monthly",
    );
    expect(issuesToErrors("points", checked.issues)).toEqual({
      "points.1.period": "Repeats an earlier period (2024-03)",
      "points.2.period": "Must be a period such as 2024-03",
    });
  });
});

describe("numbers", () => {
  it("reads cells and counts decimals", () => {
    expect(readNumberCell("1,234.5")).toBe(1234.5);
    expect(readNumberCell(" 12 ")).toBe(12);
    expect(readNumberCell("4.5%", true)).toBe(4.5);
    expect(readNumberCell("4.5%")).toBe("4.5%");
    expect(readNumberCell("")).toBeUndefined();
    expect(readNumberCell("abc")).toBe("abc");
    expect(readNumberCell("1,23")).toBe("1,23");
    expect([1, 1.5, 1.12345, 1.123456, 1e-7, 123456789.25].map(decimalPlaces)).toEqual([0, 1, 5, 6, 7, 2]);
  });
});

describe("CSV imports", () => {
  it("imports an index file, sorted by period", () => {
    expect(parseIndexCsv("period,value\n2024-02,101.5\n2024-01,100\n", "monthly")).toEqual({
      ok: true,
      rows: [
        { period: "2024-01-01", value: 100 },
        { period: "2024-02-01", value: 101.5 },
      ],
    });
  });

  it("names the row of a bad value, counting the header as row 1", () => {
    const text = "period,value\n2024-01,100\n2024-02,101\n2024-03,-4\n";
    expect(parseIndexCsv(text, "monthly")).toEqual({
      ok: false,
      message: "Row 4: value must be a positive number",
      errors: ["Row 4: value must be a positive number"],
    });
  });

  it("lists every bad row in order, schema and list problems together", () => {
    const text = "period,value\n2024-01,100\n2024-02,abc\n2024-03,\n2024-01,3\n2024-Q1,5\n2024-05,1.123456\n";
    const result = parseIndexCsv(text, "monthly");
    expect(result).toEqual({
      ok: false,
      message: "5 rows have errors; nothing was imported. Row 3: value must be a positive number",
      errors: [
        "Row 3: value must be a positive number",
        "Row 4: value is required",
        "Row 5: period repeats an earlier period (2024-01)",
        "Row 6: period must be a month such as 2024-03",
        "Row 7: value must have at most 5 decimal places",
      ],
    });
  });

  it("imports location indexes, reading states from two-letter keys", () => {
    const text = 'label,value,key\n"Houston, TX",87.2,\nTexas,85.7,tx\n';
    expect(parseLocationCsv(text, "Company index")).toEqual({
      ok: true,
      rows: [
        {
          seriesName: "Company index",
          kind: "metro",
          key: "houston-tx",
          label: "Houston, TX",
          value: 87.2,
          isSample: false,
        },
        {
          seriesName: "Company index",
          kind: "state",
          key: "TX",
          label: "Texas",
          value: 85.7,
          isSample: false,
        },
      ],
    });
    expect(
      parseLocationCsv("kind,key,label,value\nstate,Texas,Texas,85\nmetro,,Austin,0\n", "S"),
    ).toMatchObject({
      ok: false,
      errors: [
        "Row 2: key must be a two-letter state code such as TX",
        "Row 3: value must be a positive number",
      ],
    });
  });

  it("imports escalation rates with percent signs and a default kind", () => {
    expect(parseEscalationCsv("year,rate\n2027,3.5%\n2024,4.1\n", 2026)).toEqual({
      ok: true,
      rows: [
        { year: 2024, rate_percent: 4.1, kind: "actual", is_sample: false },
        { year: 2027, rate_percent: 3.5, kind: "forecast", is_sample: false },
      ],
    });
    expect(
      parseEscalationCsv("year,rate,kind\n2027,3.5,guess\n1800,1,actual\n2027,1,actual\n", 2026),
    ).toMatchObject({
      ok: false,
      errors: ["Row 2: kind must be actual or forecast", "Row 3: year must be a year from 1900 to 2100"],
    });
    expect(parseEscalationCsv("year,rate\n2027,3\n2027,4\n", 2026)).toMatchObject({
      errors: ["Row 3: year repeats an earlier year (2027)"],
    });
  });
});
