// The grid's columns: what each shows, what editing it starts from and how typed or pasted text becomes
// a change to the line. Pure, so paste and fill down are tested without a browser.
import { type CostSplit, type CostType, type LineResult, parseDecimal } from "@/lib/domain/estimate";
import { formatCurrency } from "@/lib/domain/money-format";
import type { LineFields, LinePatchFields } from "./types";

export type Parsed = { ok: true; patch: LinePatchFields } | { ok: false; message: string };

export interface ColumnDef {
  id: string;
  label: string;
  width: number;
  align?: "right" | "center";
  /** Read-only columns (the total) are skipped by paste and fill down. */
  editable: boolean;
  hiddenByDefault?: boolean;
  /** The line field the column writes (merge messages name it by label). */
  field?: keyof LineFields;
  display(line: LineFields, result: LineResult | null): string;
  /** Text the editor starts from on F2 / double click, and what copy puts on the clipboard. */
  text(line: LineFields): string;
  parse(text: string, line: LineFields): Parsed;
}

const COST_TYPES: readonly CostType[] = ["labor", "material", "equipment", "subcontract", "other"];
const SPLIT_PARTS = ["labor", "material", "equipment", "subcontract"] as const;

const textOrNull = (s: string) => {
  const t = s.trim();
  return t === "" ? null : t;
};

/** "$4.12345" / "1,234.5" / "(12.00)" → cents with up to 5 decimals (412.345); null for blank. */
export function parseDollars(
  text: string,
): { ok: true; cents: number | null } | { ok: false; message: string } {
  let s = text.replace(/[\s\u00a0$]/g, "").replace(/\u2212/g, "-");
  if (s === "") return { ok: true, cents: null };
  let negative = false;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1);
  }
  const parsed = parseDecimal(s);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  // dollars × 10^5 → cents = scaled / 1000 (exact to 5 decimals of a cent).
  const cents = Math.round(parsed.scaled) / 1000;
  return { ok: true, cents: negative ? -cents : cents };
}

/** Cents (maybe fractional) as dollars text for editing: 412.345 → "4.12345". */
export function centsToDollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "";
  const scaled = Math.round(cents * 1000); // dollars × 10^5
  const negative = scaled < 0;
  const abs = Math.abs(scaled);
  const frac = abs % 100_000;
  const whole = (abs - frac) / 100_000;
  let fracText = String(frac).padStart(5, "0").replace(/0+$/, "");
  fracText = fracText.padEnd(2, "0");
  return `${negative ? "-" : ""}${whole}.${fracText}`;
}

/** Unit cost display: "$4.12" or, when finer, "$4.12345". */
export function formatUnitCost(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  if (Number.isInteger(cents)) return formatCurrency(cents);
  const text = centsToDollarsText(cents);
  const [whole, frac] = text.replace("-", "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}$${grouped}.${frac}`;
}

function splitSum(split: CostSplit | null): number | null {
  if (!split) return null;
  let sum = 0;
  for (const part of SPLIT_PARTS) sum += split[`${part}_cents` as keyof CostSplit] ?? 0;
  return sum;
}

function formatQuantity(value: number | null): string {
  if (value === null) return "";
  return value.toLocaleString("en-US", { maximumFractionDigits: 5 });
}

const TRUE_TEXT = /^(y|yes|true|1|x|✓|✔|alt|alternate|allowance)$/i;
const FALSE_TEXT = /^(|n|no|false|0|-)$/i;

function parseFlag(field: "alternate" | "allowance") {
  return (text: string): Parsed => {
    const t = text.trim();
    if (TRUE_TEXT.test(t)) return { ok: true, patch: { [field]: true } };
    if (FALSE_TEXT.test(t)) return { ok: true, patch: { [field]: false } };
    return { ok: false, message: "Use yes or no" };
  };
}

export function parseCostType(text: string): CostType | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === "") return null;
  if (t === "sub" || t === "subcontractor") return "subcontract";
  return COST_TYPES.find((c) => c.startsWith(t));
}

function textColumn(
  id: "cost_code" | "description" | "unit" | "area" | "notes",
  label: string,
  width: number,
  extra: Partial<ColumnDef> = {},
): ColumnDef {
  return {
    id,
    label,
    width,
    editable: true,
    field: id,
    display: (line) => (line[id] as string | null) ?? "",
    text: (line) => (line[id] as string | null) ?? "",
    parse: (text) => ({ ok: true, patch: { [id]: id === "cost_code" ? text.trim() : textOrNull(text) } }),
    ...extra,
  };
}

function splitColumn(part: (typeof SPLIT_PARTS)[number]): ColumnDef {
  const key = `${part}_cents` as keyof CostSplit;
  return {
    id: `split_${part}`,
    label: part === "subcontract" ? "Subcontract" : part[0].toUpperCase() + part.slice(1),
    width: 110,
    align: "right",
    editable: true,
    hiddenByDefault: true,
    field: "split",
    display: (line) => formatUnitCost(line.split?.[key] ?? null),
    text: (line) => centsToDollarsText(line.split?.[key] ?? null),
    parse: (text, line) => {
      const parsed = parseDollars(text);
      if (!parsed.ok) return parsed;
      const split: CostSplit = { ...(line.split ?? {}) };
      if (parsed.cents === null) delete split[key];
      else split[key] = parsed.cents;
      const empty = Object.values(split).every((v) => v === undefined || v === null);
      // A split line's unit cost is the split's sum (the engine refuses a split that disagrees with it).
      if (empty) return { ok: true, patch: { split: null } };
      return { ok: true, patch: { split, unit_cost_cents: null } };
    },
  };
}

export const COLUMNS: readonly ColumnDef[] = [
  textColumn("cost_code", "Cost code", 110),
  textColumn("description", "Description", 260),
  {
    id: "quantity",
    label: "Quantity",
    width: 110,
    align: "right",
    editable: true,
    field: "quantity",
    display: (line, result) => {
      if (line.lump_sum_cents !== null && line.lump_sum_cents !== undefined) return "";
      if (result && result.quantity !== null) {
        if (result.error && /quantity|formula|input/i.test(result.error)) return "#ERR";
        return formatQuantity(result.quantity);
      }
      return line.quantity;
    },
    text: (line) => line.quantity ?? "",
    parse: (text) => {
      const t = text.trim().replace(/^=/, "");
      return { ok: true, patch: { quantity: t } };
    },
  },
  textColumn("unit", "Unit", 64),
  {
    id: "unit_cost",
    label: "Unit cost",
    width: 110,
    align: "right",
    editable: true,
    field: "unit_cost_cents",
    display: (line) => formatUnitCost(line.unit_cost_cents ?? splitSum(line.split)),
    text: (line) => centsToDollarsText(line.unit_cost_cents ?? splitSum(line.split)),
    parse: (text, line) => {
      const parsed = parseDollars(text);
      if (!parsed.ok) return parsed;
      // Typing a unit cost over a split replaces the split (they would disagree).
      if (line.split) return { ok: true, patch: { unit_cost_cents: parsed.cents, split: null } };
      return { ok: true, patch: { unit_cost_cents: parsed.cents } };
    },
  },
  {
    id: "lump_sum",
    label: "Lump sum",
    width: 110,
    align: "right",
    editable: true,
    hiddenByDefault: true,
    field: "lump_sum_cents",
    display: (line) => (line.lump_sum_cents === null ? "" : formatCurrency(line.lump_sum_cents)),
    text: (line) => centsToDollarsText(line.lump_sum_cents),
    parse: (text) => {
      const parsed = parseDollars(text);
      if (!parsed.ok) return parsed;
      if (parsed.cents !== null && !Number.isInteger(parsed.cents)) {
        return { ok: false, message: "Use whole cents for a lump sum" };
      }
      return { ok: true, patch: { lump_sum_cents: parsed.cents } };
    },
  },
  {
    id: "total",
    label: "Total",
    width: 130,
    align: "right",
    editable: false,
    display: (_line, result) => (result ? formatCurrency(result.total_cents) : ""),
    text: () => "",
    parse: () => ({ ok: false, message: "The total is computed" }),
  },
  ...SPLIT_PARTS.map(splitColumn),
  {
    id: "cost_type",
    label: "Cost type",
    // Room for the ▾ and the hint of a line a material-only markup misses ("Not in Sales tax").
    width: 132,
    editable: true,
    field: "cost_type",
    display: (line) => (line.cost_type ? line.cost_type[0].toUpperCase() + line.cost_type.slice(1) : ""),
    text: (line) => line.cost_type ?? "",
    parse: (text) => {
      const type = parseCostType(text);
      if (type === undefined) {
        return { ok: false, message: "Cost type must be labor, material, equipment, subcontract or other" };
      }
      return { ok: true, patch: { cost_type: type } };
    },
  },
  textColumn("area", "Area", 120),
  {
    id: "tags",
    label: "Tags",
    width: 140,
    editable: true,
    field: "tags",
    display: (line) => line.tags.join(", "),
    text: (line) => line.tags.join(", "),
    parse: (text) => ({
      ok: true,
      patch: {
        tags: [
          ...new Set(
            text
              .split(/[,;]/)
              .map((t) => t.trim())
              .filter(Boolean),
          ),
        ],
      },
    }),
  },
  {
    id: "alternate",
    label: "Alt",
    width: 56,
    align: "center",
    editable: true,
    field: "alternate",
    display: (line) => (line.alternate ? "Alt" : ""),
    text: (line) => (line.alternate ? "yes" : ""),
    parse: parseFlag("alternate"),
  },
  {
    id: "allowance",
    label: "Allow.",
    width: 64,
    align: "center",
    editable: true,
    field: "allowance",
    display: (line) => (line.allowance ? "Allow." : ""),
    text: (line) => (line.allowance ? "yes" : ""),
    parse: parseFlag("allowance"),
  },
  textColumn("notes", "Notes", 200),
];

export const COLUMN_BY_ID = new Map(COLUMNS.map((c) => [c.id, c]));
export const DEFAULT_COLUMN_ORDER = COLUMNS.map((c) => c.id);
export const DEFAULT_VISIBLE = COLUMNS.filter((c) => !c.hiddenByDefault).map((c) => c.id);

const FIELD_LABELS: Record<string, string> = {
  cost_code: "Cost code",
  description: "Description",
  quantity: "Quantity",
  unit: "Unit",
  unit_cost_cents: "Unit cost",
  lump_sum_cents: "Lump sum",
  split: "Cost split",
  cost_type: "Cost type",
  alternate: "Alternate",
  allowance: "Allowance",
  tags: "Tags",
  notes: "Notes",
  area: "Area",
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
