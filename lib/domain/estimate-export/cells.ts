// The export's cells: money as plain dollars text (no grouping, an ASCII minus, exact to the cent or, for a
// unit cost, to 5 decimals of a cent), text neutralised against formula injection, and the full-budget CSV row
// of a line (the column set lib/contract/estimate-export.ts documents for the line import).
import type { EstimateCsvColumn } from "@/lib/contract/estimate-export";
import type { CostSplit, CostType, LineResult } from "@/lib/domain/estimate/model";
import { neutraliseCell, readNeutralised } from "@/lib/domain/project-import/cells";

/** A line as exported: what the editor edits, in budget order. */
export interface ExportLine {
  uid: string;
  cost_code: string;
  description: string | null;
  quantity: string;
  unit: string | null;
  unit_cost_cents: number | null;
  lump_sum_cents: number | null;
  split: CostSplit | null;
  cost_type: CostType | null;
  alternate: boolean;
  allowance: boolean;
  tags: string[];
  notes: string | null;
  area: string | null;
}

/** Integers as digits, exact for |n| < 2^53, with a leading "-" for negatives. */
function scaledText(scaled: number, decimals: number, minDecimals: number): string {
  const negative = scaled < 0;
  const abs = Math.abs(scaled);
  const unit = 10 ** decimals;
  const frac = abs % unit;
  const whole = (abs - frac) / unit;
  let fracText = String(frac).padStart(decimals, "0");
  while (fracText.length > minDecimals && fracText.endsWith("0")) fracText = fracText.slice(0, -1);
  const body = fracText ? `${whole}.${fracText}` : String(whole);
  return negative && abs !== 0 ? `-${body}` : body;
}

/** Whole cents → "1234.50", "-12.00"; "" for null. */
export function dollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  return scaledText(Math.round(cents), 2, 2);
}

/** Cents with up to 5 decimals → dollars with up to 7: 412.345 → "4.12345"; "" for null. */
export function unitCostText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  return scaledText(Math.round(cents * 100_000), 7, 2);
}

/** Dollars text (as written above) → cents; null for blank. Exact: string digits, no float product. */
export function parseDollarsText(text: string): number | null {
  const s = text.trim();
  if (s === "") return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,7}))?$/.exec(s);
  if (!m) return Number.NaN;
  const frac = (m[3] ?? "").padEnd(7, "0");
  const scaled = Number(m[2]) * 10_000_000 + Number(frac);
  const cents = scaled / 100_000;
  return m[1] && scaled !== 0 ? -cents : cents;
}

/** A text cell: blank for null, otherwise neutralised (a leading = + - @ gets a '). */
export const textCell = (v: string | null | undefined): string => (v ? neutraliseCell(v) : "");

/** The import's inverse of textCell: "" → null, the neutralising ' stripped. */
export const readTextCell = (v: string): string | null => (v === "" ? null : readNeutralised(v));

export const TAG_SEPARATOR = "; ";

const yesNo = (b: boolean) => (b ? "yes" : "no");

/** A line's cells in the full-budget CSV, by column. */
export function lineCsvCells(line: ExportLine, result: LineResult | null): Record<EstimateCsvColumn, string> {
  const s = line.split;
  return {
    row: "line",
    cost_code: textCell(line.cost_code),
    description: textCell(line.description),
    quantity: textCell(line.quantity),
    unit: textCell(line.unit),
    unit_cost: unitCostText(line.unit_cost_cents),
    lump_sum: dollarsText(line.lump_sum_cents),
    labor: unitCostText(s?.labor_cents),
    material: unitCostText(s?.material_cents),
    equipment: unitCostText(s?.equipment_cents),
    subcontract: unitCostText(s?.subcontract_cents),
    cost_type: line.cost_type ?? "",
    alternate: yesNo(line.alternate),
    allowance: yesNo(line.allowance),
    tags: textCell(line.tags.join(TAG_SEPARATOR)),
    area: textCell(line.area),
    notes: textCell(line.notes),
    total: dollarsText(result?.total_cents ?? 0),
  };
}

/** The inverse of lineCsvCells for the fields a line stores (what the line import reads). */
export function lineFromCsvCells(cells: Record<EstimateCsvColumn, string>): Omit<ExportLine, "uid"> {
  const cents = (v: string) => parseDollarsText(v) ?? undefined;
  const parts = ["labor", "material", "equipment", "subcontract"] as const;
  const split: CostSplit = {};
  for (const p of parts) {
    const v = cents(cells[p]);
    if (v !== undefined) split[`${p}_cents`] = v;
  }
  const tags = readTextCell(cells.tags);
  return {
    cost_code: readTextCell(cells.cost_code) ?? "",
    description: readTextCell(cells.description),
    quantity: readTextCell(cells.quantity) ?? "",
    unit: readTextCell(cells.unit),
    unit_cost_cents: parseDollarsText(cells.unit_cost),
    lump_sum_cents: parseDollarsText(cells.lump_sum),
    split: Object.keys(split).length ? split : null,
    cost_type: (cells.cost_type || null) as CostType | null,
    alternate: cells.alternate === "yes",
    allowance: cells.allowance === "yes",
    tags: tags ? tags.split(";").map((t) => t.trim()) : [],
    area: readTextCell(cells.area),
    notes: readTextCell(cells.notes),
  };
}
