import "server-only";
// Pages laid out before they are drawn, so "Page N of M" is known while the document streams: every item has
// a fixed height (one text line per table cell, cut with an ellipsis), a pure pass counts the pages, and the
// drawing pass writes each page once — nothing is buffered (pdfkit flushes a page when the next one starts).
// The built-in Helvetica writes WinAnsi only: text is mapped to it (an ASCII minus; "?" for the rest).
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

export const MARGIN = 40;
export const HEADER_H = 26;
export const FOOTER_H = 22;

export type Align = "left" | "right";
export interface Column {
  title: string;
  width: number;
  align?: Align;
}

/** One drawable band of the flow. `table`: its header is repeated at the top of a page it continues on. */
export type Item =
  | { kind: "break" }
  | { kind: "keep"; h: number }
  | { kind: "band"; h: number; draw: (doc: Doc, y: number) => void; table?: Column[] };

const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);

/** Text the built-in fonts can write. */
export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c === 0x2212) out += "-";
    else if (c === 9 || c === 10 || c === 13) out += " ";
    else if ((c >= 32 && c < 127) || (c >= 160 && c < 256) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += "?";
  }
  return out;
}

/** `text` cut with an ellipsis to `width` points in the current font. */
export function fitText(doc: Doc, text: string, width: number): string {
  const t = winAnsi(text);
  if (doc.widthOfString(t) <= width) return t;
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.widthOfString(`${t.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${t.slice(0, lo)}…`;
}

/** One text line at (x, y) within `width`, left or right aligned. */
export function cell(doc: Doc, text: string, x: number, y: number, width: number, align: Align = "left") {
  if (!text) return;
  const t = fitText(doc, text, width);
  const dx = align === "right" ? width - doc.widthOfString(t) : 0;
  doc.text(t, x + dx, y, { lineBreak: false });
}

export const ROW_H = 13;

/** A table row band: cells in the columns, bold for subtotals, shaded when asked. */
export function rowBand(
  columns: Column[],
  cells: string[],
  opts: { bold?: boolean; shade?: boolean; indent?: number; span?: number } = {},
): Item {
  return {
    kind: "band",
    h: ROW_H,
    table: columns,
    draw: (doc, y) => {
      if (opts.shade) {
        doc.rect(MARGIN, y, totalWidth(columns), ROW_H).fill("#eef1f5");
      }
      doc
        .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(8)
        .fillColor("#111111");
      // The first cell may span several columns (a group's label over the code and description).
      const span = opts.span ?? 1;
      let x = MARGIN;
      columns.forEach((c, i) => {
        if (i > 0 && i < span) return;
        const width = i === 0 ? columns.slice(0, span).reduce((s, k) => s + k.width, 0) : c.width;
        const pad = i === 0 ? 3 + (opts.indent ?? 0) : 3;
        cell(doc, cells[i] ?? "", x + pad, y + 3, width - pad - 3, c.align);
        x += width;
      });
    },
  };
}

const totalWidth = (columns: Column[]) => columns.reduce((s, c) => s + c.width, 0);

function drawTableHeader(doc: Doc, columns: Column[], y: number) {
  doc.font("Helvetica-Bold").fontSize(8).fillColor("#333333");
  let x = MARGIN;
  for (const c of columns) {
    cell(doc, c.title, x + 3, y + 3, c.width - 6, c.align);
    x += c.width;
  }
  doc
    .moveTo(MARGIN, y + ROW_H)
    .lineTo(MARGIN + totalWidth(columns), y + ROW_H)
    .lineWidth(0.6)
    .stroke("#777777");
}

/** The header row of a table, as a band (drawn once where the table starts). */
export const tableHeader = (columns: Column[]): Item => ({
  kind: "band",
  h: ROW_H + 2,
  draw: (doc, y) => drawTableHeader(doc, columns, y),
});

export interface Chrome {
  /** Drawn on every page: header (not on the cover), footer with "Page N of M". */
  decorate(doc: Doc, page: number, pages: number): void;
}

/** Runs the flow: counts pages (no doc) or draws them. Answers the page count. */
function run(items: Item[], height: number, doc: Doc | null, pages: number, chrome: Chrome): number {
  const top = MARGIN + HEADER_H;
  const bottom = height - MARGIN - FOOTER_H;
  let page = 1;
  let y = top;
  let fresh = true;
  doc && chrome.decorate(doc, page, pages);
  const next = () => {
    page += 1;
    y = top;
    fresh = true;
    if (doc) {
      doc.addPage();
      chrome.decorate(doc, page, pages);
    }
  };
  for (const item of items) {
    if (item.kind === "break") {
      if (!fresh) next();
      continue;
    }
    if (item.kind === "keep") {
      if (y + item.h > bottom && !fresh) next();
      continue;
    }
    if (y + item.h > bottom) next();
    if (fresh && item.table) {
      if (doc) drawTableHeader(doc, item.table, y);
      y += ROW_H + 2;
    }
    if (doc) item.draw(doc, y);
    y += item.h;
    fresh = false;
  }
  return page;
}

/** Lays out and draws the items; page 1 is the document's first page. */
export function drawFlow(doc: Doc, items: Item[], chrome: Chrome) {
  const height = doc.page.height;
  const pages = run(items, height, null, 0, chrome);
  run(items, height, doc, pages, chrome);
  return pages;
}
