import "server-only";
// The leveling sheet as a PDF (pdfkit, landscape Letter, the estimate export's page flow): a summary of every
// bidder's base bid, plugs, credits, leveled total and variance against the budget (the low bidder marked),
// then the scope items four bidders at a time, then the alternates (not in the totals).
import { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import { formatCurrency } from "@/lib/domain/money-format";
import {
  type Column,
  drawFlow,
  type Item,
  MARGIN,
  rowBand,
  tableHeader,
  winAnsi,
} from "../estimate/export/pdf-flow";
import { answerLabel } from "./leveling-text";

const PAGE_W = 792;
const USABLE = PAGE_W - 2 * MARGIN;
const money = (cents: number | null) => (cents === null ? "" : formatCurrency(cents, { cents: true }));
const PER_PAGE = 4;

const heading = (text: string): Item[] => [
  { kind: "keep", h: 80 },
  {
    kind: "band",
    h: 28,
    draw: (doc, y) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(13)
        .fillColor("#111111")
        .text(winAnsi(text), MARGIN, y + 8, { lineBreak: false });
    },
  },
];

function summary(dto: LevelingDto): Item[] {
  const cols: Column[] = [
    { title: "Bidder", width: 220 },
    { title: "Base bid", width: 95, align: "right" },
    { title: "Plugs", width: 85, align: "right" },
    { title: "Credits", width: 85, align: "right" },
    { title: "Leveled total", width: 100, align: "right" },
    { title: "Variance", width: 90, align: "right" },
    { title: "", width: 37 },
  ];
  return [
    ...heading("Leveled totals"),
    tableHeader(cols),
    ...dto.columns.map((c) =>
      rowBand(
        cols,
        [
          `${c.bidder_name}${c.base_cents === null ? ` (${c.status})` : ""}`,
          money(c.base_cents),
          c.base_cents === null ? "" : money(c.plugs_cents),
          c.base_cents === null ? "" : money(c.credits_cents),
          money(c.leveled_cents),
          money(c.variance_cents),
          c.low ? "Low" : "",
        ],
        { bold: c.low, shade: c.low },
      ),
    ),
    rowBand(cols, ["Budget (the package's lines)", "", "", "", money(dto.budget_cents), "", ""], {
      bold: true,
    }),
  ];
}

function cellText(c: LevelingDto["rows"][number]["cells"][number]): string {
  const parts = [answerLabel(c.status) || "-"];
  if (c.text) parts.push(c.text);
  if (c.plug_cents) parts.push(`plug ${money(c.plug_cents)}`);
  if (c.credit_cents) parts.push(`credit ${money(c.credit_cents)}`);
  return parts.join(" · ");
}

function scope(dto: LevelingDto): Item[] {
  const items: Item[] = [];
  for (let start = 0; start < dto.columns.length; start += PER_PAGE) {
    const group = dto.columns.slice(start, start + PER_PAGE);
    const width = Math.floor((USABLE - 232) / PER_PAGE);
    const cols: Column[] = [
      { title: "Scope item", width: 232 },
      ...group.map((c) => ({ title: c.bidder_name, width })),
    ];
    items.push(
      { kind: "break" },
      ...heading(`Scope by bidder (${start + 1}-${start + group.length} of ${dto.columns.length})`),
      tableHeader(cols),
    );
    for (const r of dto.rows)
      items.push(rowBand(cols, [r.name, ...group.map((_, i) => cellText(r.cells[start + i]!))]));
    const total = (label: string, f: (c: (typeof group)[number]) => string) =>
      rowBand(cols, [label, ...group.map(f)], { bold: true, shade: true });
    items.push(
      total("Base bid", (c) => money(c.base_cents)),
      total("Leveled total", (c) => money(c.leveled_cents)),
    );
  }
  return items;
}

function alternates(dto: LevelingDto): Item[] {
  const list = dto.columns.flatMap((c) => c.alternates.map((a) => ({ bidder: c.bidder_name, ...a })));
  if (!list.length) return [];
  const cols: Column[] = [
    { title: "Alternate", width: 420 },
    { title: "Bidder", width: 172 },
    { title: "Amount", width: 120, align: "right" },
  ];
  return [
    ...heading("Alternates (not in the totals)"),
    tableHeader(cols),
    ...list.map((a) => rowBand(cols, [a.description, a.bidder, money(a.amount_cents)])),
  ];
}

export function levelingPdf(dto: LevelingDto, title: string, company: string) {
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: 0,
    info: { Title: winAnsi(title), Author: winAnsi(company), Creator: "Plinth" },
  });
  const date = new Date().toISOString().slice(0, 10);
  drawFlow(doc, [...summary(dto), ...alternates(dto), ...scope(dto)], {
    decorate(d, page, pages) {
      d.font("Helvetica").fontSize(8).fillColor("#666666");
      d.text(winAnsi(title), MARGIN, MARGIN - 6, {
        width: USABLE - 160,
        height: 10,
        ellipsis: true,
        lineBreak: false,
      });
      d.text(winAnsi(company), PAGE_W - MARGIN - 160, MARGIN - 6, {
        width: 160,
        align: "right",
        lineBreak: false,
      });
      const y = d.page.height - MARGIN - 8;
      d.text(`Exported ${date}`, MARGIN, y, { lineBreak: false });
      d.text(`Page ${page} of ${pages}`, PAGE_W - MARGIN - 120, y, {
        width: 120,
        align: "right",
        lineBreak: false,
      });
      d.x = MARGIN;
    },
  });
  doc.end();
  return Readable.toWeb(doc as unknown as Readable) as ReadableStream<Uint8Array>;
}
