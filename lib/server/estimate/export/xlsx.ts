import "server-only";
// The budget as XLSX (exceljs' streaming WorkbookWriter: rows go out as they are committed). A summary sheet,
// then the budget: a frozen header, money formats, group subtotals as SUBTOTAL(9, …) formulas (nested groups
// do not count twice), the direct cost and markups from the engine and the grand total as a formula. Formulas
// are written without cached results, so Excel or LibreOffice compute them on open; the summary reads its
// figures from the budget sheet by formula too.
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import { textCell } from "@/lib/domain/estimate-export/cells";
import { type ColumnValue, columnLabel, columnValue } from "./columns";
import type { CoverFacts } from "./facts";
import type { ExportTable } from "./table";

const money = "#,##0.00;-#,##0.00";
const unitMoney = "#,##0.00###;-#,##0.00###";

function colLetter(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = (n - 1 - r) / 26;
  }
  return s;
}

function cellOf(v: ColumnValue): string | number | null {
  switch (v.kind) {
    case "text":
      return v.value === "" ? null : textCell(v.value);
    case "money":
    case "unit_money":
      return v.cents === null ? null : v.cents / 100;
    case "number":
      return v.value;
  }
}

function formatOf(id: string): string | undefined {
  if (id === "total" || id === "lump_sum") return money;
  if (id === "unit_cost" || id.startsWith("split_")) return unitMoney;
  return undefined;
}

/** Writes the workbook into `out` and ends it. */
async function writeWorkbook(
  out: PassThrough,
  facts: CoverFacts,
  table: ExportTable,
  totals: EstimateTotals,
) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = "Plinth";
  const cols = table.columns;
  const totalCol = colLetter(cols.indexOf("total"));
  const labelIndex = Math.max(0, cols.indexOf("description"));
  const budgetRef = (row: number) => `'Budget'!${totalCol}${row}`;
  // Budget row numbers: header 1, table rows from 2, then a blank row, the direct cost, markups, grand total.
  const directRow = table.rows.length + 3;
  const grandRow = directRow + totals.markups.length + 1;

  const summary = wb.addWorksheet("Summary");
  summary.columns = [
    { key: "a", width: 40 },
    { key: "b", width: 20, style: { numFmt: money } },
    { key: "c", width: 18, style: { numFmt: money } },
  ];
  summary.addRow([textCell(facts.title)]).font = { bold: true, size: 14 };
  for (const [k, v] of facts.lines) summary.addRow([k, textCell(v)]);
  summary.addRow([]);
  const head = summary.addRow(["Summary", "Amount"]);
  head.font = { bold: true };
  summary.addRow(["Direct cost", { formula: budgetRef(directRow) }]);
  totals.markups.forEach((m, i) => {
    summary.addRow([textCell(m.name), { formula: budgetRef(directRow + 1 + i) }]);
  });
  summary.addRow(["Grand total", { formula: budgetRef(grandRow) }]).font = { bold: true };
  if (totals.per_metric.length) {
    summary.addRow([]);
    summary.addRow(["Per metric", "Direct / unit", "Total / unit"]).font = { bold: true };
    for (const m of totals.per_metric) {
      summary.addRow([
        `${textCell(m.name)} (${m.value})`,
        m.direct_cents === null ? null : m.direct_cents / 100,
        m.grand_total_cents === null ? null : m.grand_total_cents / 100,
      ]);
    }
  }
  // The groups of the first level, each read from its subtotal formula on the budget sheet.
  const topGroups = table.rows.flatMap((r, i) => (r.kind === "group" && r.depth === 0 ? [{ r, i }] : []));
  if (topGroups.length) {
    summary.addRow([]);
    summary.addRow(["Group", "Subtotal"]).font = { bold: true };
    for (const { r, i } of topGroups) {
      if (r.kind === "group") summary.addRow([textCell(r.label), { formula: budgetRef(i + 2) }]);
    }
  }
  summary.commit();

  const sheet = wb.addWorksheet("Budget", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = cols.map((id) => ({
    key: id,
    width: id === "description" ? 44 : id === "notes" ? 30 : id === "total" ? 16 : 13,
    style: formatOf(id) ? { numFmt: formatOf(id) } : {},
  }));
  const header = sheet.addRow(cols.map(columnLabel));
  header.font = { bold: true };
  header.commit();
  const width = cols.length;
  const totalIndex = cols.indexOf("total");
  table.rows.forEach((r, index) => {
    if (r.kind === "group") {
      const cells: (string | number | null | { formula: string })[] = new Array(width).fill(null);
      cells[labelIndex] = `${"  ".repeat(r.depth)}${textCell(r.label)}`;
      // Members are the rows after the header up to `end` (exclusive): sheet rows (index + 2).
      const first = index + 3;
      const last = r.end + 1;
      cells[totalIndex] = { formula: `SUBTOTAL(9,${totalCol}${first}:${totalCol}${Math.max(first, last)})` };
      const row = sheet.addRow(cells);
      row.font = { bold: true };
      row.commit();
    } else {
      sheet.addRow(cols.map((id) => cellOf(columnValue(id, r.line, r.result)))).commit();
    }
  });
  sheet.addRow([]).commit();
  const labelled = (label: string, value: number | { formula: string }, bold = false) => {
    const cells: (string | number | null | { formula: string })[] = new Array(width).fill(null);
    cells[labelIndex] = label;
    cells[totalIndex] = value;
    const row = sheet.addRow(cells);
    if (bold) row.font = { bold: true };
    row.commit();
  };
  labelled("Direct cost", totals.direct_cents / 100, true);
  for (const m of totals.markups) labelled(textCell(m.name), m.amount_cents / 100);
  labelled("Grand total", { formula: `SUM(${totalCol}${directRow}:${totalCol}${grandRow - 1})` }, true);
  sheet.commit();
  await wb.commit();
}

export function budgetXlsx(facts: CoverFacts, table: ExportTable, totals: EstimateTotals) {
  const out = new PassThrough();
  writeWorkbook(out, facts, table, totals).catch((error: Error) => out.destroy(error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
