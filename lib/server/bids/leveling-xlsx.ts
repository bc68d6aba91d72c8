import "server-only";
// The leveling sheet as XLSX (the estimate export's streaming writer). Sheet "Leveling": one row per scope
// item, three columns per bidder (answer, plug, credit), then the base bid, the plugs' and credits' SUMs, the
// leveled total as a formula (base + plugs − credits) and the variance against the budget as a formula; the
// alternates below, apart from the totals. Sheet "Summary": one row per bidder reading those cells by formula.
// Formulas carry no cached value; Excel and LibreOffice compute them on open.
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import { textCell } from "@/lib/domain/estimate-export/cells";
import { colName, type XCell, XlsxWriter, XS } from "../estimate/export/xlsx-writer";
import { answerLabel } from "./leveling-text";

const money = (cents: number | null | undefined): XCell =>
  cents === null || cents === undefined ? null : { v: cents / 100, s: XS.money };

async function write(w: XlsxWriter, dto: LevelingDto, title: string) {
  const cols = dto.columns;
  // Bidder i's columns: answer at 2 + 3i, plug at 3 + 3i, credit at 4 + 3i (A = scope item, B = budget).
  const at = (i: number, part: 0 | 1 | 2) => colName(2 + 3 * i + part);
  const sheet = w.sheet("Leveling", [44, 16, ...cols.flatMap(() => [28, 14, 14])], 5);
  sheet.row([{ v: textCell(title), s: XS.title }]);
  sheet.row([`Budget (the package's lines): ${(dto.budget_cents / 100).toFixed(2)}`]);
  sheet.row([]);
  sheet.row(["", "", ...cols.flatMap((c) => [textCell(c.bidder_name), "", ""])], XS.bold);
  sheet.row(["Scope item", "Budget", ...cols.flatMap(() => ["Answer", "Plug", "Credit"])], XS.bold);
  // Scope rows from 6; the bid-as-a-whole row after them.
  const firstRow = 6;
  for (const r of dto.rows) {
    const cells: XCell[] = [textCell(r.name), money(r.budget_cents)];
    r.cells.forEach((c) => {
      const answer = [answerLabel(c.status), c.text, c.note ? `Note: ${c.note}` : null]
        .filter(Boolean)
        .join(" — ");
      cells.push(textCell(answer) || null, money(c.plug_cents), money(c.credit_cents));
    });
    await sheet.row(cells);
  }
  const wholeRow = firstRow + dto.rows.length;
  sheet.row([
    "The bid as a whole",
    null,
    ...cols.flatMap((c) => [
      textCell(c.bid.note ? `Note: ${c.bid.note}` : "") || null,
      money(c.bid.plug_cents),
      money(c.bid.credit_cents),
    ]),
  ]);
  sheet.row([]);
  const baseRow = wholeRow + 2;
  const plugsRow = baseRow + 1;
  const creditsRow = baseRow + 2;
  const leveledRow = baseRow + 3;
  const varianceRow = baseRow + 4;
  const budgetCell = `$B$${varianceRow + 1}`;
  const per = (f: (i: number) => XCell): XCell[] => cols.flatMap((_, i) => [f(i), null, null]);
  const has = (i: number) => cols[i]!.base_cents !== null;
  sheet.row(["Base bid", null, ...per((i) => money(cols[i]!.base_cents))], XS.bold);
  sheet.row([
    "Plugs",
    null,
    ...per((i) =>
      has(i) ? { v: { f: `SUM(${at(i, 1)}${firstRow}:${at(i, 1)}${wholeRow})` }, s: XS.money } : null,
    ),
  ]);
  sheet.row([
    "Credits",
    null,
    ...per((i) =>
      has(i) ? { v: { f: `SUM(${at(i, 2)}${firstRow}:${at(i, 2)}${wholeRow})` }, s: XS.money } : null,
    ),
  ]);
  sheet.row(
    [
      "Leveled total",
      null,
      ...per((i) => {
        const c = at(i, 0);
        return has(i)
          ? { v: { f: `${c}${baseRow}+${c}${plugsRow}-${c}${creditsRow}` }, s: XS.moneyBold }
          : null;
      }),
    ],
    XS.bold,
  );
  sheet.row([
    "Variance to budget",
    null,
    ...per((i) => (has(i) ? { v: { f: `${at(i, 0)}${leveledRow}-${budgetCell}` }, s: XS.money } : null)),
  ]);
  sheet.row(["Budget", money(dto.budget_cents)], XS.bold);
  sheet.row([
    "Low leveled bidder",
    ...(dto.low_invitation_uid ? [textCell(cols.find((c) => c.low)?.bidder_name)] : []),
  ]);
  const alternates = cols.flatMap((c) => c.alternates.map((a) => ({ bidder: c.bidder_name, ...a })));
  if (alternates.length) {
    sheet.row([]);
    sheet.row(["Alternates (not in the totals)", "Amount", "Bidder"], XS.bold);
    for (const a of alternates)
      sheet.row([textCell(a.description), money(a.amount_cents), textCell(a.bidder)]);
  }
  sheet.end();

  const summary = w.sheet("Summary", [36, 16, 16, 16, 16, 16, 8], 1);
  summary.row(["Bidder", "Base bid", "Plugs", "Credits", "Leveled total", "Variance", "Low"], XS.bold);
  let r = 1;
  cols.forEach((c, i) => {
    if (!has(i)) return;
    r += 1;
    const ref = (row: number) => ({ f: `'Leveling'!${at(i, 0)}${row}` });
    summary.row([
      textCell(c.bidder_name),
      { v: ref(baseRow), s: XS.money },
      { v: ref(plugsRow), s: XS.money },
      { v: ref(creditsRow), s: XS.money },
      { v: { f: `B${r}+C${r}-D${r}` }, s: XS.moneyBold },
      { v: { f: `E${r}-'Leveling'!${budgetCell}` }, s: XS.money },
      c.low ? "Low" : null,
    ]);
  });
  summary.row([]);
  summary.row(["Budget", { v: { f: `'Leveling'!${budgetCell}` }, s: XS.moneyBold }], XS.bold);
  summary.end();
  w.finish();
}

export function levelingXlsx(dto: LevelingDto, title: string) {
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
      write(writer, dto, title).catch((error: Error) => controller.error(error));
    },
  });
}
