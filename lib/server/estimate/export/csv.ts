// The budget as CSV (RFC 4180 as papaparse reads it, CRLF, a BOM so Excel reads UTF-8). In full: the column set
// lib/contract/estimate-export.ts documents for the line import, then the direct cost, each markup and the
// grand total. In a view: the view's visible columns with its group rows and their subtotals.
import { estimateCsvColumns } from "@/lib/contract/estimate-export";
import type { EstimateTotals, LineResult } from "@/lib/domain/estimate/model";
import {
  dollarsText,
  type ExportLine,
  lineCsvCells,
  textCell,
  unitCostText,
} from "@/lib/domain/estimate-export/cells";
import { type ColumnValue, columnValue } from "./columns";
import type { ExportTable } from "./table";

function totalRows(totals: EstimateTotals, width: number, at: (name: string) => number): string[][] {
  const row = (kind: string, label: string, cents: number) => {
    const cells = new Array<string>(width).fill("");
    cells[0] = kind;
    cells[at("description")] = textCell(label);
    cells[at("total")] = dollarsText(cents);
    return cells;
  };
  return [
    row("direct_cost", "Direct cost", totals.direct_cents),
    ...totals.markups.map((m) => row("markup", m.name, m.amount_cents)),
    row("grand_total", "Grand total", totals.grand_total_cents),
  ];
}

/** RFC 4180, as papaparse writes it (a field is quoted when it holds a quote, comma or line break, or starts or
 * ends with a space) but without its per-field option checks: 50,000 lines in a fraction of the time. */
const needsQuotes = /[",\r\n]|^\s|\s$/;
const field = (v: string) => (needsQuotes.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function unparse(rows: string[][]): string {
  const out: string[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = rows[i]!.map(field).join(",");
  return `\uFEFF${out.join("\r\n")}\r\n`;
}

/** The full budget: every line in budget order, then the totals. */
export function fullBudgetCsv(
  lines: readonly ExportLine[],
  results: ReadonlyMap<string, LineResult>,
  totals: EstimateTotals,
): string {
  const header = [...estimateCsvColumns];
  const rows: string[][] = [header];
  for (const line of lines) {
    const cells = lineCsvCells(line, results.get(line.uid) ?? null);
    rows.push(header.map((c) => cells[c]));
  }
  rows.push(...totalRows(totals, header.length, (name) => header.indexOf(name as (typeof header)[number])));
  return unparse(rows);
}

export function csvValue(v: ColumnValue): string {
  switch (v.kind) {
    case "text":
      return textCell(v.value);
    case "money":
      return dollarsText(v.cents);
    case "unit_money":
      return unitCostText(v.cents);
    case "number":
      return v.value === null ? "" : String(v.value);
  }
}

/** A view: its columns, its group rows (label, subtotal) and lines, then the totals. */
export function viewCsv(table: ExportTable, totals: EstimateTotals): string {
  const header = ["row", ...table.columns];
  const labelAt = Math.max(1, header.indexOf("description"));
  const totalAt = header.indexOf("total");
  const rows: string[][] = [header];
  for (const r of table.rows) {
    if (r.kind === "group") {
      const cells = new Array<string>(header.length).fill("");
      cells[0] = "group";
      cells[labelAt] = textCell(r.label);
      cells[totalAt] = dollarsText(r.total_cents);
      rows.push(cells);
    } else {
      rows.push(["line", ...table.columns.map((id) => csvValue(columnValue(id, r.line, r.result)))]);
    }
  }
  rows.push(...totalRows(totals, header.length, (name) => (name === "total" ? totalAt : labelAt)));
  return unparse(rows);
}
