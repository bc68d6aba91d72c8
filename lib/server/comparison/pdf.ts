import "server-only";
// The comparison as a PDF (pdfkit, its built-in Helvetica: no font is read from anywhere else): the title, the
// basis, the normalisation date and place, the benchmark table by division, the items with their factors, and
// "Page N of M" on every page. Pages are buffered to number them, then streamed out. The built-in fonts write
// WinAnsi only: the text here keeps to it (an ASCII minus, not U+2212).
import { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import type { ComparisonDto } from "@/lib/contract/comparison";
import { formatCurrency } from "@/lib/domain/money-format";
import { normalisationLine } from "./export-grid";

type Column = { title: string; width: number; align?: "left" | "right" };

const margin = 36;
const rowHeight = 14;
const fontSize = 8;

const money = (cents: number | null) => (cents === null ? "—" : formatCurrency(cents));

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][], boldLast = false) {
  const bottom = () => doc.page.height - margin - 24;
  const header = () => {
    drawRow(
      columns.map((c) => c.title),
      true,
    );
    doc
      .moveTo(margin, doc.y)
      .lineTo(doc.page.width - margin, doc.y)
      .lineWidth(0.5)
      .stroke("#888888");
  };
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = margin;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(fontSize)
      .fillColor("#000000");
    cells.forEach((text, i) => {
      const col = columns[i]!;
      // One line per cell: a long label is cut with an ellipsis rather than wrapped over the next row.
      doc.text(text, x + 2, y + 3, {
        width: col.width - 4,
        height: fontSize + 2,
        align: col.align ?? "left",
        ellipsis: true,
      });
      x += col.width;
    });
    doc.x = margin;
    doc.y = y + rowHeight;
  };
  header();
  rows.forEach((cells, i) => {
    if (doc.y + rowHeight > bottom()) {
      doc.addPage();
      header();
    }
    drawRow(cells, boldLast && i === rows.length - 1);
  });
}

function divisionTable(doc: PDFKit.PDFDocument, c: ComparisonDto) {
  const usable = doc.page.width - 2 * margin;
  const numeric = ["n", "Average", "Median", "P25", "P75", "Min", "Max", "Reference", "Ref. - median"];
  const numWidth = 58;
  const first = usable - numWidth * numeric.length;
  const columns: Column[] = [
    { title: "Division", width: first },
    ...numeric.map((title) => ({ title, width: numWidth, align: "right" as const })),
  ];
  const rows = [...c.table.rows, c.table.totals].map((r) => [
    r.label,
    String(r.count),
    money(r.average_cents),
    money(r.median_cents),
    money(r.p25_cents),
    money(r.p75_cents),
    money(r.min_cents),
    money(r.max_cents),
    money(r.reference_cents),
    r.deviation_cents === null ? "—" : `${money(r.deviation_cents)}${r.reference_outlier ? " !" : ""}`,
  ]);
  table(doc, columns, rows, true);
}

function itemTable(doc: PDFKit.PDFDocument, c: ComparisonDto) {
  const columns: Column[] = [
    { title: "Item", width: 190 },
    { title: "Kind", width: 56 },
    { title: "Date", width: 60 },
    { title: "Location", width: 110 },
    { title: "Factors", width: 136 },
    { title: "Normalised total", width: 84, align: "right" },
    { title: c.basis_label, width: 84, align: "right" },
  ];
  const rows = c.items.map((i) => [
    i.name,
    i.is_reference ? "reference" : i.kind,
    i.date ?? "—",
    i.location_label,
    i.factor_label || "—",
    money(i.normalised_total_cents),
    money(i.value_cents),
  ]);
  table(doc, columns, rows);
}

/** The PDF as a stream of bytes. */
export function comparisonPdf(c: ComparisonDto): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin,
    bufferPages: true,
    info: { Title: c.name, Creator: "Plinth" },
  });
  doc.font("Helvetica-Bold").fontSize(16).text(c.name);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#333333")
    .text(
      `Basis: ${c.basis_label} · ${normalisationLine(c)} · ${c.items.length} items · ${c.table.classification === "uniformat" ? "UniFormat" : "MasterFormat"}`,
    );
  doc.text(
    "Benchmarks exclude the reference estimate; ! marks a reference outside P25 - 1.5 × IQR … P75 + 1.5 × IQR.",
  );
  doc.moveDown(0.8);
  divisionTable(doc, c);
  doc.moveDown(1);
  if (doc.y + 4 * rowHeight > doc.page.height - margin - 24) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(11).fillColor("#000000").text("Items", margin);
  doc.moveDown(0.3);
  itemTable(doc, c);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#555555")
      .text(`Page ${i - range.start + 1} of ${range.count}`, margin, doc.page.height - margin - 10, {
        width: doc.page.width - 2 * margin,
        align: "right",
        lineBreak: false,
      });
  }
  doc.end();
  return Readable.toWeb(doc as unknown as Readable) as ReadableStream<Uint8Array>;
}
