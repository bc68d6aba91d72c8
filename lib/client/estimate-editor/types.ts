// The estimate editor's view of the API (brief: "API contract for estimates"). Kept here so the editor
// does not depend on server modules; the shapes are the contract's JSON.

import type { EstimateDto as ApiEstimateDto, EstimateLineDto } from "@/lib/contract/estimate";
import { forEachOpenLine, type OpenLines } from "@/lib/contract/estimate-open-read";
import type { CostSplit, CostType, EscalationRate } from "@/lib/domain/estimate";

/** A line as the editor keeps it: the API's line; one made here has no `updated_at` until it is saved. */
export type LineDto = Omit<EstimateLineDto, "updated_at" | "bid_submission_uid"> & {
  updated_at?: string;
  updated_by_name?: string | null;
  /** The awarded bid submission that priced the line (a "Bid" marker in the grid). */
  bid_submission_uid?: string | null;
};

/** The fields a person edits on a line. */
export const LINE_FIELDS = [
  "cost_code",
  "description",
  "quantity",
  "unit",
  "unit_cost_cents",
  "lump_sum_cents",
  "split",
  "cost_type",
  "alternate",
  "allowance",
  "tags",
  "notes",
  "area",
  // Where the price came from (the cost library, docs/COST-LIBRARY.md): set with the price, undone with it.
  "group_uid",
  "cost_item_uid",
  "library_cents",
  "source",
] as const;
export type LineField = (typeof LINE_FIELDS)[number];
export type LineFields = Pick<LineDto, LineField>;
export type LinePatchFields = Partial<LineFields>;

export interface InputDto {
  uid: string;
  name: string;
  label?: string | null;
  unit?: string | null;
  value: number;
}

/** The estimate as the API answers it; inputs as the editor keeps them (new ones before they are saved). */
export type EstimateDto = Omit<ApiEstimateDto, "inputs"> & { inputs: InputDto[] };

export interface EstimateOpenDto {
  estimate: EstimateDto;
  /** Rows, or blocks of columns when asked for (`?lines=columns`, as the editor does). */
  lines: OpenLines;
  escalation_rates?: EscalationRate[];
  location_factor?: number | null;
  location_label?: string | null;
  location_note?: string | null;
}

export interface BulkCreate extends LinePatchFields {
  client_key?: string;
  /** The line (or an earlier create's client_key) to follow; null = first; absent = last. */
  after_uid?: string | null;
}
export interface BulkUpdate extends LinePatchFields {
  uid: string;
  version: number;
  after_uid?: string | null;
}
export interface BulkBody {
  create: BulkCreate[];
  update: BulkUpdate[];
  delete: { uid: string; version: number }[];
}
export interface BulkResult {
  created: (LineDto & { client_key?: string })[];
  updated: LineDto[];
  deleted: string[];
  totals?: unknown;
  /** Every position was renumbered: reload positions. */
  renumbered?: boolean;
}

export type GroupKey = "division" | "cost_code" | "cost_type" | "area" | "tag" | "alternate";
export type FlagFilter = "alternate" | "allowance" | "error" | "base";

export interface ViewFilters {
  text?: string;
  cost_code?: string;
  tag?: string;
  flags?: FlagFilter[];
}

export interface SortSpec {
  id: string;
  desc: boolean;
}

export interface ViewConfig {
  group_by: GroupKey[];
  filters: ViewFilters;
  /** Visible column ids. */
  columns: string[];
  column_order: string[];
  sort: SortSpec[];
}

export interface ViewDto {
  uid: string;
  name: string;
  shared: boolean;
  owner_uid: string | null;
  config: ViewConfig;
  version: number;
}

/**
 * Lines of the compact open answer (rows, or blocks of columns) → Line JSON. Read by the field list (its order
 * is the server's to choose): each line is made once, with the shape `normaliseLine` gives it, rather than as a
 * keyed copy of its row that is then normalised — 50,000 lines open without 100,000 objects in between.
 */
export function linesFromCompact(compact: EstimateOpenDto["lines"]): LineDto[] {
  const { fields } = compact;
  const at = (name: string) => fields.indexOf(name);
  const [uid, position, code, description, quantity, unit, unitCost, lump, split, costType] = [
    at("uid"),
    at("position"),
    at("cost_code"),
    at("description"),
    at("quantity"),
    at("unit"),
    at("unit_cost_cents"),
    at("lump_sum_cents"),
    at("split"),
    at("cost_type"),
  ];
  const [alternate, allowance, tags, notes, area, version, updatedAt, updatedBy] = [
    at("alternate"),
    at("allowance"),
    at("tags"),
    at("notes"),
    at("area"),
    at("version"),
    at("updated_at"),
    at("updated_by_name"),
  ];
  const bid = at("bid_submission_uid");
  const [group, item, library, source] = [
    at("group_uid"),
    at("cost_item_uid"),
    at("library_cents"),
    at("source"),
  ];
  // A field the answer lacks reads as absent (index -1 → undefined), as in a line object without it.
  const out: LineDto[] = [];
  forEachOpenLine(compact, (row) => {
    out.push({
      uid: String(row(uid)),
      position: Number(row(position) ?? 0),
      cost_code: (row(code) as string) ?? "",
      description: (row(description) as string) ?? null,
      quantity: quantityText(row(quantity)),
      unit: (row(unit) as string) ?? null,
      unit_cost_cents: numberOrNull(row(unitCost)),
      lump_sum_cents: numberOrNull(row(lump)),
      split: (row(split) as CostSplit) ?? null,
      cost_type: (row(costType) as CostType) ?? null,
      alternate: Boolean(row(alternate)),
      allowance: Boolean(row(allowance)),
      tags: Array.isArray(row(tags)) ? (row(tags) as string[]) : [],
      notes: (row(notes) as string) ?? null,
      area: (row(area) as string) ?? null,
      version: Number(row(version) ?? 1),
      updated_at: row(updatedAt) as string | undefined,
      updated_by_name: (row(updatedBy) as string) ?? null,
      bid_submission_uid: (row(bid) as string) ?? null,
      group_uid: (row(group) as string) ?? null,
      cost_item_uid: (row(item) as string) ?? null,
      library_cents: numberOrNull(row(library)),
      source: (row(source) as string) ?? null,
    });
  });
  return out;
}

const numberOrNull = (v: unknown) => (v === null || v === undefined || v === "" ? null : Number(v));
const quantityText = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Fills the gaps a server line may leave (null vs absent, numbers as strings). */
export function normaliseLine(raw: Record<string, unknown>): LineDto {
  return {
    uid: String(raw.uid),
    position: Number(raw.position ?? 0),
    cost_code: (raw.cost_code as string) ?? "",
    description: (raw.description as string) ?? null,
    quantity: quantityText(raw.quantity),
    unit: (raw.unit as string) ?? null,
    unit_cost_cents: numberOrNull(raw.unit_cost_cents),
    lump_sum_cents: numberOrNull(raw.lump_sum_cents),
    split: (raw.split as CostSplit) ?? null,
    cost_type: (raw.cost_type as CostType) ?? null,
    alternate: Boolean(raw.alternate),
    allowance: Boolean(raw.allowance),
    tags: Array.isArray(raw.tags) ? (raw.tags as string[]) : [],
    notes: (raw.notes as string) ?? null,
    area: (raw.area as string) ?? null,
    version: Number(raw.version ?? 1),
    updated_at: raw.updated_at as string | undefined,
    updated_by_name: (raw.updated_by_name as string) ?? null,
    bid_submission_uid: (raw.bid_submission_uid as string) ?? null,
    group_uid: (raw.group_uid as string) ?? null,
    cost_item_uid: (raw.cost_item_uid as string) ?? null,
    library_cents: numberOrNull(raw.library_cents),
    source: (raw.source as string) ?? null,
  };
}

export function pickFields(line: LineFields): LineFields {
  const out = {} as Record<LineField, unknown>;
  for (const f of LINE_FIELDS) out[f] = line[f];
  return out as LineFields;
}

export function blankLine(): LineFields {
  return {
    cost_code: "",
    description: null,
    quantity: "",
    unit: null,
    unit_cost_cents: null,
    lump_sum_cents: null,
    split: null,
    cost_type: null,
    alternate: false,
    allowance: false,
    tags: [],
    notes: null,
    area: null,
    group_uid: null,
    cost_item_uid: null,
    library_cents: null,
    source: null,
  };
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) {
    return (a ?? null) === (b ?? null);
  }
  if (typeof a === "object" && typeof b === "object") return JSON.stringify(a) === JSON.stringify(b);
  return false;
}
