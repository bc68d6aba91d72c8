import "server-only";
// The estimate for the client as a PDF (pdfkit, built-in Helvetica, landscape Letter): a cover (company logo,
// estimate name, project, date, design stage), the summary (direct cost, each markup, total, per metric), the
// division summary, the detailed budget by the current grouping, alternates and allowances, the unit mix where
// there is one, and the notes — with a header and "Page N of M" on every page. Streamed (pdf-flow.ts).
import { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import { type UnitMix, unitMixTotals, unitTypeLabels } from "@/lib/domain/estimate/unit-mix";
import { formatCurrency } from "@/lib/domain/money-format";
import { divisionLabel } from "@/lib/domain/reference/cost-codes";
import { columnLabel, columnValue, isNumericColumn } from "./columns";
import type { ExportData } from "./data";
import type { CoverFacts } from "./facts";
import { cellText } from "./pdf-cells";
import { type Column, drawFlow, type Item, MARGIN, rowBand, tableHeader, winAnsi } from "./pdf-flow";
import type { ExportTable } from "./table";

const PAGE_W = 792;
const USABLE = PAGE_W - 2 * MARGIN;
const money = (cents: number | null) => (cents === null ? "" : formatCurrency(Math.round(cents)));

const heading = (text: string): Item[] => [
  { kind: "keep", h: 80 },
  { kind: "band", h: 10, draw: () => {} },
  {
    kind: "band",
    h: 26,
    draw: (doc, y) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(13)
        .fillColor("#111111")
        .text(winAnsi(text), MARGIN, y + 6, {
          lineBreak: false,
        });
    },
  },
];

function cover(facts: CoverFacts, logo: Buffer | null, company: string): Item[] {
  return [
    {
      kind: "band",
      h: 430,
      draw: (doc, y) => {
        let top = y + 20;
        if (logo) {
          try {
            doc.image(logo, MARGIN, top, { fit: [180, 70] });
            top += 90;
          } catch {
            // An image pdfkit cannot read (not PNG or JPEG) leaves the cover without a logo.
          }
        }
        doc.font("Helvetica").fontSize(11).fillColor("#555555").text(winAnsi(company), MARGIN, top);
        doc.font("Helvetica-Bold").fontSize(26).fillColor("#111111");
        doc.text(winAnsi(facts.title), MARGIN, top + 24, { width: USABLE, height: 70, ellipsis: true });
        let at = doc.y + 18;
        doc.fontSize(11);
        for (const [k, v] of facts.lines) {
          doc.font("Helvetica-Bold").fillColor("#444444").text(winAnsi(k), MARGIN, at, { lineBreak: false });
          doc
            .font("Helvetica")
            .fillColor("#111111")
            .text(winAnsi(v), MARGIN + 130, at, { width: USABLE - 130, height: 14, ellipsis: true });
          at += 18;
        }
      },
    },
  ];
}

function summary(totals: EstimateTotals): Item[] {
  const cols: Column[] = [
    { title: "Item", width: 360 },
    { title: "Rate", width: 120, align: "right" },
    { title: "Amount", width: 160, align: "right" },
  ];
  const items: Item[] = [...heading("Summary"), tableHeader(cols)];
  items.push(rowBand(cols, ["Direct cost", "", money(totals.direct_cents)], { bold: true }));
  if (totals.allowances_cents) {
    items.push(rowBand(cols, ["  of which allowances", "", money(totals.allowances_cents)]));
  }
  for (const m of totals.markups) {
    const rate = m.percent !== null ? `${m.percent}%` : m.factor !== null ? `x ${m.factor}` : "";
    items.push(rowBand(cols, [m.name, rate, money(m.amount_cents)]));
  }
  items.push(rowBand(cols, ["Total", "", money(totals.grand_total_cents)], { bold: true, shade: true }));
  if (totals.per_metric.length) {
    const mc: Column[] = [
      { title: "Per metric", width: 240 },
      { title: "Quantity", width: 120, align: "right" },
      { title: "Direct cost per unit", width: 140, align: "right" },
      { title: "Total per unit", width: 140, align: "right" },
    ];
    items.push({ kind: "band", h: 12, draw: () => {} }, tableHeader(mc));
    for (const m of totals.per_metric) {
      const name = m.name.toUpperCase() === "GSF" ? "$/GSF" : m.name;
      items.push(rowBand(mc, [name, String(m.value), money(m.direct_cents), money(m.grand_total_cents)]));
    }
  }
  return items;
}

function divisions(totals: EstimateTotals): Item[] {
  const cols: Column[] = [
    { title: "Division", width: 400 },
    { title: "Lines", width: 80, align: "right" },
    { title: "Share", width: 80, align: "right" },
    { title: "Total", width: 152, align: "right" },
  ];
  const items: Item[] = [
    { kind: "band", h: 16, draw: () => {} },
    ...heading("Division summary"),
    tableHeader(cols),
  ];
  for (const d of totals.divisions) {
    const share = d.share === null ? "" : `${(d.share * 100).toFixed(1)}%`;
    items.push(
      rowBand(cols, [
        divisionLabel(d.division) || "No cost code",
        String(d.lines),
        share,
        money(d.total_cents),
      ]),
    );
  }
  items.push(rowBand(cols, ["Direct cost", "", "", money(totals.direct_cents)], { bold: true, shade: true }));
  return items;
}

/** Column widths for the budget: fixed for numbers and codes, the rest shared, all within the page. */
function budgetColumns(ids: string[]): Column[] {
  const fixed: Record<string, number> = {
    cost_code: 62,
    quantity: 62,
    unit: 36,
    unit_cost: 70,
    lump_sum: 70,
    total: 82,
    alternate: 28,
    allowance: 34,
    cost_type: 60,
    area: 90,
  };
  const flexible = ids.filter((id) => !(id in fixed) && !id.startsWith("split_"));
  const used = ids.reduce((s, id) => s + (fixed[id] ?? (id.startsWith("split_") ? 62 : 0)), 0);
  const share = flexible.length ? Math.max(40, (USABLE - used) / flexible.length) : 0;
  const raw = ids.map((id) => ({
    title: columnLabel(id),
    width: fixed[id] ?? (id.startsWith("split_") ? 62 : share),
    align: isNumericColumn(id) ? ("right" as const) : ("left" as const),
  }));
  const sum = raw.reduce((s, c) => s + c.width, 0);
  const scale = sum > USABLE ? USABLE / sum : 1;
  return raw.map((c) => ({ ...c, width: c.width * scale }));
}

/** A full export's budget columns in the PDF: what fits a landscape page with a readable description. */
const PDF_FULL_COLUMNS = [
  "cost_code",
  "description",
  "area",
  "quantity",
  "unit",
  "unit_cost",
  "lump_sum",
  "total",
];

function budget(table: ExportTable, title: string, full: boolean): Item[] {
  const ids = full ? PDF_FULL_COLUMNS : table.columns;
  const cols = budgetColumns(ids);
  const totalAt = ids.indexOf("total");
  const items: Item[] = [{ kind: "break" }, ...heading(title), tableHeader(cols)];
  for (const r of table.rows) {
    if (r.kind === "group") {
      const cells = new Array<string>(cols.length).fill("");
      cells[0] = `${r.label} (${r.count})`;
      cells[totalAt] = money(r.total_cents);
      items.push(
        rowBand(cols, cells, {
          bold: true,
          shade: r.depth === 0,
          indent: r.depth * 8,
          span: Math.max(1, totalAt),
        }),
      );
    } else {
      const cells = ids.map((id) => cellText(columnValue(id, r.line, r.result)));
      if (r.line.alternate) cells[1] = `${cells[1]} (alternate)`;
      if (r.line.allowance) cells[1] = `${cells[1]} (allowance)`;
      items.push(rowBand(cols, cells, { indent: r.depth * 8 }));
    }
  }
  return items;
}

function alternatesAndAllowances(data: ExportData): Item[] {
  const impacts = new Map(data.engine.alternateImpacts().map((a) => [a.uid, a]));
  const alternates = data.lines.filter((l) => l.alternate);
  const allowances = data.lines.filter((l) => l.allowance && !l.alternate);
  if (!alternates.length && !allowances.length) return [];
  const cols: Column[] = [
    { title: "Cost code", width: 80 },
    { title: "Description", width: 372 },
    { title: "Amount", width: 130, align: "right" },
    { title: "Total if accepted", width: 130, align: "right" },
  ];
  const items: Item[] = [{ kind: "break" }, ...heading("Alternates and allowances")];
  if (alternates.length) {
    items.push(tableHeader(cols));
    for (const l of alternates) {
      const total = data.results.get(l.uid)?.total_cents ?? 0;
      const accepted = impacts.get(l.uid)?.grand_total_if_accepted_cents ?? null;
      items.push(
        rowBand(cols, [l.cost_code, `Alternate: ${l.description ?? ""}`, money(total), money(accepted)]),
      );
    }
  }
  if (allowances.length) {
    items.push({ kind: "band", h: 10, draw: () => {} }, tableHeader(cols.slice(0, 3)));
    for (const l of allowances) {
      const total = data.results.get(l.uid)?.total_cents ?? 0;
      items.push(rowBand(cols.slice(0, 3), [l.cost_code, `Allowance: ${l.description ?? ""}`, money(total)]));
    }
  }
  return items;
}

function unitMix(mix: UnitMix | null): Item[] {
  if (!mix?.enabled || !mix.rows.length) return [];
  const cols: Column[] = [
    { title: "Unit type", width: 220 },
    { title: "Count", width: 90, align: "right" },
    { title: "Avg NRSF", width: 100, align: "right" },
    { title: "Beds", width: 90, align: "right" },
    { title: "Baths", width: 90, align: "right" },
    { title: "Monthly rent", width: 122, align: "right" },
  ];
  const items: Item[] = [...heading("Unit mix"), tableHeader(cols)];
  for (const r of mix.rows) {
    const label = r.type === "custom" ? (r.name ?? "Custom") : unitTypeLabels[r.type];
    items.push(
      rowBand(cols, [
        label,
        String(r.count),
        String(r.avg_nrsf),
        String(r.beds),
        String(r.baths),
        money(r.market_rent_cents),
      ]),
    );
  }
  const t = unitMixTotals(mix);
  items.push(
    rowBand(
      cols,
      [
        "Total",
        String(t.units),
        t.avg_unit_sf === null ? "" : String(Math.round(t.avg_unit_sf)),
        String(t.beds),
        String(t.baths),
        money(t.market_rent_cents),
      ],
      { bold: true, shade: true },
    ),
  );
  return items;
}

/** The notes as wrapped lines (measured in the font they are drawn in). */
function notes(doc: InstanceType<typeof PDFDocument>, text: string | null): Item[] {
  if (!text?.trim()) return [];
  doc.font("Helvetica").fontSize(9);
  const lines: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = "";
    for (const word of winAnsi(para).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (doc.widthOfString(next) > USABLE && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return [
    { kind: "keep", h: 60 },
    ...heading("Notes"),
    ...lines.map(
      (l): Item => ({
        kind: "band",
        h: 12,
        draw: (d, y) => {
          d.font("Helvetica").fontSize(9).fillColor("#111111").text(l, MARGIN, y, { lineBreak: false });
        },
      }),
    ),
  ];
}

export function estimatePdf(data: ExportData, facts: CoverFacts, table: ExportTable, logo: Buffer | null) {
  const totals = data.engine.totals();
  const company = data.companyName;
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    // No automatic pages: the flow places everything itself (a footer below a margin would start a page).
    margin: 0,
    info: { Title: winAnsi(facts.title), Author: winAnsi(company), Creator: "Plinth" },
  });
  const items: Item[] = [
    ...cover(facts, logo, company),
    { kind: "break" },
    ...summary(totals),
    ...divisions(totals),
    ...budget(table, table.grouped ? "Detailed budget" : "Detailed budget (budget order)", !data.viewConfig),
    ...alternatesAndAllowances(data),
    ...unitMix(data.estimate.unitMix as UnitMix | null),
    ...notes(doc, data.estimate.notes),
  ];
  const header = winAnsi(`${facts.title} - ${facts.stage}`);
  drawFlow(doc, items, {
    decorate(d, page, pages) {
      d.font("Helvetica").fontSize(8).fillColor("#666666");
      if (page > 1) {
        d.text(header, MARGIN, MARGIN - 6, {
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
        d.moveTo(MARGIN, MARGIN + 8)
          .lineTo(PAGE_W - MARGIN, MARGIN + 8)
          .lineWidth(0.5)
          .stroke("#bbbbbb");
      }
      const y = d.page.height - MARGIN - 8;
      d.font("Helvetica").fontSize(8).fillColor("#666666");
      d.text(`Exported ${facts.date}`, MARGIN, y, { lineBreak: false });
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
