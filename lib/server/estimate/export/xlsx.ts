import "server-only";
// The budget as XLSX (xlsx-writer.ts: streamed as it is written). A summary sheet, then the budget: a frozen
// header, money formats, group subtotals as SUBTOTAL(9, …) formulas (nested groups do not count twice), the
// direct cost and markups from the engine and the grand total as a formula. Formulas carry no cached result,
// so Excel or LibreOffice compute them on open; the summary reads its figures from the budget by formula too.
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import { textCell } from "@/lib/domain/estimate-export/cells";
import { type ColumnValue, columnLabel, columnValue } from "./columns";
import type { CoverFacts } from "./facts";
import type { ExportTable } from "./table";
import { colName, type XCell, XlsxWriter, XS } from "./xlsx-writer";

function cellOf(v: ColumnValue): XCell {
  switch (v.kind) {
    case "text":
      return v.value === "" ? null : textCell(v.value);
    case "money":
      return v.cents === null ? null : { v: v.cents / 100, s: XS.money };
    case "unit_money":
      return v.cents === null ? null : { v: v.cents / 100, s: XS.unitMoney };
    case "number":
      return v.value;
  }
}

const width = (id: string) => (id === "description" ? 44 : id === "notes" ? 30 : id === "total" ? 16 : 13);

async function write(w: XlsxWriter, facts: CoverFacts, table: ExportTable, totals: EstimateTotals) {
  const cols = table.columns;
  const totalIndex = cols.indexOf("total");
  const totalCol = colName(totalIndex);
  const labelIndex = Math.max(0, cols.indexOf("description"));
  const budgetRef = (row: number) => ({ f: `'Budget'!${totalCol}${row}` });
  // Budget rows: header 1, table rows from 2, a blank row, then the direct cost, markups and grand total.
  const directRow = table.rows.length + 3;
  const grandRow = directRow + totals.markups.length + 1;

  const summary = w.sheet("Summary", [40, 20, 18]);
  summary.row([{ v: textCell(facts.title), s: XS.title }]);
  for (const [k, v] of facts.lines) summary.row([k, textCell(v)]);
  summary.row([]);
  summary.row(["Summary", "Amount"], XS.bold);
  summary.row(["Direct cost", { v: budgetRef(directRow), s: XS.money }]);
  totals.markups.forEach((m, i) => {
    summary.row([textCell(m.name), { v: budgetRef(directRow + 1 + i), s: XS.money }]);
  });
  summary.row(["Grand total", { v: budgetRef(grandRow), s: XS.moneyBold }], XS.bold);
  if (totals.per_metric.length) {
    summary.row([]);
    summary.row(["Per metric", "Direct / unit", "Total / unit"], XS.bold);
    for (const m of totals.per_metric) {
      const money = (c: number | null): XCell => (c === null ? null : { v: c / 100, s: XS.money });
      summary.row([`${textCell(m.name)} (${m.value})`, money(m.direct_cents), money(m.grand_total_cents)]);
    }
  }
  // The first level's groups, each read from its subtotal formula on the budget sheet.
  const top = table.rows.flatMap((r, i) =>
    r.kind === "group" && r.depth === 0 ? [{ label: r.label, i }] : [],
  );
  if (top.length) {
    summary.row([]);
    summary.row(["Group", "Subtotal"], XS.bold);
    for (const g of top) summary.row([textCell(g.label), { v: budgetRef(g.i + 2), s: XS.money }]);
  }
  summary.end();

  const sheet = w.sheet("Budget", cols.map(width), 1);
  sheet.row(cols.map(columnLabel), XS.bold);
  for (let index = 0; index < table.rows.length; index++) {
    const r = table.rows[index]!;
    let pause: Promise<void> | undefined;
    if (r.kind === "group") {
      const cells: XCell[] = new Array(cols.length).fill(null);
      cells[labelIndex] = `${"  ".repeat(r.depth)}${textCell(r.label)}`;
      // Members: the rows after this one up to `end` (exclusive); sheet row = index + 2.
      const first = index + 3;
      const last = Math.max(first, r.end + 1);
      cells[totalIndex] = { v: { f: `SUBTOTAL(9,${totalCol}${first}:${totalCol}${last})` }, s: XS.moneyBold };
      pause = sheet.row(cells, XS.bold);
    } else {
      pause = sheet.row(cols.map((id) => cellOf(columnValue(id, r.line, r.result))));
    }
    if (pause) await pause;
  }
  sheet.row([]);
  const labelled = (label: string, value: XCell, style: number = XS.plain) => {
    const cells: XCell[] = new Array(cols.length).fill(null);
    cells[labelIndex] = label;
    cells[totalIndex] = value;
    sheet.row(cells, style);
  };
  labelled("Direct cost", { v: totals.direct_cents / 100, s: XS.moneyBold }, XS.bold);
  for (const m of totals.markups) labelled(textCell(m.name), { v: m.amount_cents / 100, s: XS.money });
  labelled(
    "Grand total",
    { v: { f: `SUM(${totalCol}${directRow}:${totalCol}${grandRow - 1})` }, s: XS.moneyBold },
    XS.bold,
  );
  sheet.end();
  w.finish();
}

export function budgetXlsx(facts: CoverFacts, table: ExportTable, totals: EstimateTotals) {
  let writer: XlsxWriter;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      writer = new XlsxWriter(
        (chunk, final) => {
          controller.enqueue(chunk);
          if (final) controller.close();
        },
        (error) => controller.error(error),
      );
      write(writer, facts, table, totals).catch((error: Error) => controller.error(error));
    },
  });
}
