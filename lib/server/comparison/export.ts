import "server-only";
// GET /comparison/{uid}/export: the table as CSV (papaparse, every cell neutralised against formula injection as
// the project export does), XLSX (exceljs, streamed) or PDF (pdf.ts).
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { ComparisonDto, ExportComparisonQuery } from "@/lib/contract/comparison";
import { neutraliseCell } from "@/lib/domain/project-import/cells";
import type { Scope } from "../scope";
import {
  type Cell,
  dollarsText,
  exportFileName,
  gridRows,
  headerRow,
  normalisationLine,
} from "./export-grid";
import { comparisonPdf } from "./pdf";
import { getComparison } from "./service";

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** CSV text: the header row, then every division, markups and the total; amounts in dollars to the cent. */
export function comparisonCsv(c: ComparisonDto): string {
  const rows = gridRows(c).map((r) =>
    r.map((v: Cell) => {
      if (v === null) return "";
      if (typeof v === "number") return String(v);
      if (typeof v === "object") return dollarsText(v.cents);
      return neutraliseCell(v);
    }),
  );
  const header = headerRow(c).map((h) => neutraliseCell(h));
  // A BOM so Excel reads UTF-8.
  return `\uFEFF${Papa.unparse([header, ...rows], { newline: "\r\n" })}\r\n`;
}

function xlsxStream(c: ComparisonDto): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Comparison");
  const header = headerRow(c);
  sheet.columns = header.map((h, i) => ({
    key: `c${i}`,
    width: i === 0 ? 34 : Math.min(28, Math.max(12, h.length + 2)),
  }));
  sheet.addRow([c.name]).commit();
  sheet.addRow([`Basis: ${c.basis_label}`]).commit();
  sheet.addRow([normalisationLine(c)]).commit();
  sheet.addRow([]).commit();
  const head = sheet.addRow(header);
  head.font = { bold: true };
  head.commit();
  const money = "#,##0.00";
  for (const cells of gridRows(c)) {
    const row = sheet.addRow(cells.map((v) => (v !== null && typeof v === "object" ? v.cents / 100 : v)));
    cells.forEach((v, i) => {
      if (v !== null && typeof v === "object") row.getCell(i + 1).numFmt = money;
    });
    if (cells[0] === "Total") row.font = { bold: true };
    row.commit();
  }
  sheet.commit();
  const items = workbook.addWorksheet("Items");
  items.columns = [
    { header: "Item", key: "name", width: 36 },
    { header: "Kind", key: "kind", width: 10 },
    { header: "Date", key: "date", width: 12 },
    { header: "Location", key: "location", width: 22 },
    { header: "Factors", key: "factors", width: 34 },
    { header: "Total as priced", key: "total", width: 16 },
    { header: "Normalised total", key: "normalised", width: 16 },
    { header: `Value (${c.basis_label})`, key: "value", width: 16 },
  ];
  for (const i of c.items) {
    const row = items.addRow({
      name: i.name,
      kind: i.is_reference ? "reference" : i.kind,
      date: i.date,
      location: i.location_label,
      factors: i.factor_label || "—",
      total: i.total_cents / 100,
      normalised: i.normalised_total_cents / 100,
      value: i.value_cents === null ? null : i.value_cents / 100,
    });
    for (const k of [6, 7, 8]) row.getCell(k).numFmt = money;
    row.commit();
  }
  items.commit();
  void workbook.commit().catch((error: Error) => out.destroy(error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

export async function exportComparison(scope: Scope, uid: string, format: ExportComparisonQuery["format"]) {
  const c = await getComparison(scope, uid);
  const headers = {
    "content-disposition": `attachment; filename="${exportFileName(c, format)}"`,
    "cache-control": "no-store",
  };
  if (format === "csv") {
    return new Response(comparisonCsv(c), {
      headers: { ...headers, "content-type": "text/csv; charset=utf-8" },
    });
  }
  if (format === "xlsx")
    return new Response(xlsxStream(c), { headers: { ...headers, "content-type": xlsxType } });
  return new Response(comparisonPdf(c), { headers: { ...headers, "content-type": "application/pdf" } });
}
