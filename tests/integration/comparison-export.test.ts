import { inflateSync } from "node:zlib";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import { comparisons as api, type Fixture, seedComparisonData } from "./comparison-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let data: Fixture;
let uid: string;
let injected: string;

beforeAll(async () => {
  acme = await companyWithRoles();
  data = await seedComparisonData(acme);
  const evil = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie: acme.cookies.editor,
    body: {
      name: '=HYPERLINK("http://x")',
      record: {
        stage: "final",
        cost_basis_date: "2021-06-15",
        costs: [{ cost_code: "03 30 00", amount_cents: 1 }],
      },
    },
  });
  injected = evil.body.record_uid;
  const made = await api.create(acme.cookies.editor, {
    name: 'Export, "quoted" name',
    record_uids: [...data.records, injected],
    reference_estimate_uid: data.estimate,
  });
  uid = made.body.uid;
}, 60_000);

/** The text a PDF draws: its content streams inflated, the hex strings pdfkit writes decoded per line. */
function pdfText(bytes: Buffer): string {
  const out: string[] = [];
  const raw = bytes.toString("latin1");
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const line of content.split("\n")) {
      const hex = [...line.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) =>
        Buffer.from(h[1]!, "hex").toString("latin1"),
      );
      if (hex.length) out.push(hex.join(""));
    }
  }
  return out.join("\n");
}

describe("GET /api/v1/comparison/{uid}/export", () => {
  it("CSV: one row per division and the total, dollars to the cent, formulas neutralised", async () => {
    const res = await api.exportFile(acme.cookies.viewer, uid, "csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="comparison-export-quoted-name.csv"',
    );
    const text = await res.text();
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      "Division",
      "Harbor Point",
      "Bayou Plaza",
      "Small Annex",
      "Bay Tower",
      `'=HYPERLINK("http://x")`,
      "Tower estimate (reference)",
      "Count",
      "Average",
      "Median",
      "P25",
      "P75",
      "Min",
      "Max",
      "Reference − median",
      "Deviation %",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      "03 Concrete",
      "05 Metals",
      "26 Electrical",
      "Markups",
      "Total",
    ]);
    const totals = rows.at(-1)!;
    // 1,000,000.01 + 500,000 + 300,000 = 1,800,000.01; 2,710,000.99; 499,999.99; 3,400,000; 0.01.
    expect(totals.slice(1, 6)).toEqual(["1800000.01", "2710000.99", "499999.99", "3400000.00", "0.01"]);
    expect(totals.slice(1, 5).map((v) => Math.round(Number(v) * 100))).toEqual(data.totals);
    expect(totals[7]).toBe("5");
  });

  it("XLSX: the title, basis and table, amounts as numbers", async () => {
    const res = await api.exportFile(acme.cookies.viewer, uid, "xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Comparison")!;
    expect(sheet.getCell("A1").value).toBe('Export, "quoted" name');
    expect(sheet.getCell("A2").value).toBe("Basis: Total");
    expect(sheet.getCell("A5").value).toBe("Division");
    const total = sheet.getRow(10);
    expect(total.getCell(1).value).toBe("Total");
    expect(total.getCell(2).value).toBe(1_800_000.01);
    expect(workbook.getWorksheet("Items")!.rowCount).toBe(7);
  });

  it("PDF: title, basis, normalisation line, the table and page numbers", async () => {
    const res = await api.exportFile(acme.cookies.viewer, uid, "pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain("Basis: Total");
    expect(text).toContain("Not normalised (as priced)");
    expect(text).toContain("03 Concrete");
    expect(text).toContain("$1,800,000.01");
    expect(text).toMatch(/Page 1 of 1/);
  });

  it("refuses an unknown format (400)", async () => {
    const res = await api.exportFile(acme.cookies.viewer, uid, "docx");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ format: "Must be one of csv, xlsx, pdf" });
  });
});
