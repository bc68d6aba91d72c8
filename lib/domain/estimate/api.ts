// The estimate API's shapes (issue 6): the JSON the endpoints answer and the request bodies they accept.
// Shared by the services, the routes and the browser client (lib/client/estimates.ts); pure, no database.
import { z } from "zod";
import type { EscalationRate } from "./escalation";
import type { Markup } from "./markups";
import type { CostSplit, CostType } from "./model";
import type { EstimateViewConfig } from "./view-config";

export const estimateStatuses = ["draft", "in_review", "final", "archived"] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];
export const designStages = ["conceptual", "sd", "dd", "cd", "bid"] as const;
export type DesignStage = (typeof designStages)[number];
export const estimateClassifications = ["masterformat", "uniformat"] as const;
export const costTypes = ["labor", "material", "equipment", "subcontract", "other"] as const;

export const estimateSorts = [
  "name",
  "updated_at",
  "grand_total",
  "cost_per_gsf",
  "status",
  "created_at",
] as const;
export type EstimateSort = (typeof estimateSorts)[number];

export interface Collection<T> {
  query: string[];
  content: Record<string, T>;
  total: number;
  next_cursor: string | null;
}

export interface EstimateInput {
  uid: string;
  /** An identifier formulas read: GSF, UNITS, ROOF_AREA … */
  name: string;
  label: string | null;
  unit: string | null;
  value: number;
}

export interface EstimateDto {
  uid: string;
  name: string;
  number: string | null;
  project_uid: string | null;
  client: string | null;
  location: string | null;
  state: string | null;
  metro: string | null;
  building_type_uid: string | null;
  building_type_name: string | null;
  classification: (typeof estimateClassifications)[number];
  design_stage: DesignStage;
  pricing_date: string | null;
  construction_start: string | null;
  duration_months: number | null;
  status: EstimateStatus;
  tags: string[];
  notes: string | null;
  inputs: EstimateInput[];
  markups: Markup[];
  direct_cents: number;
  grand_total_cents: number;
  gsf: number | null;
  cost_per_gsf_cents: number | null;
  line_count: number;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by_name: string | null;
}

/** A list item: the estimate without inputs and markups. */
export type EstimateListItemDto = Omit<EstimateDto, "inputs" | "markups">;

export interface EstimateLineDto {
  uid: string;
  position: number;
  cost_code: string;
  description: string | null;
  /** A number ("1250.5") or a formula over inputs ("GSF * 0.35"), as typed. */
  quantity: string;
  unit: string | null;
  /** Cents per unit, up to 5 decimals. */
  unit_cost_cents: number | null;
  lump_sum_cents: number | null;
  split: CostSplit | null;
  cost_type: CostType | null;
  alternate: boolean;
  allowance: boolean;
  tags: string[];
  notes: string | null;
  area: string | null;
  version: number;
  updated_at: string;
}

/** The order of the columns in the compact line table of `GET /estimate/{uid}`. */
export const lineFields = [
  "uid",
  "position",
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
  "version",
  "updated_at",
] as const satisfies readonly (keyof EstimateLineDto)[];

export type LineField = (typeof lineFields)[number];

export interface CompactLines {
  fields: LineField[];
  rows: unknown[][];
}

export interface EstimateTotalsDto {
  direct_cents: number;
  grand_total_cents: number;
  gsf: number | null;
  cost_per_gsf_cents: number | null;
  line_count: number;
}

export interface EstimateOpenDto {
  estimate: EstimateDto;
  lines: CompactLines;
  escalation_rates: EscalationRate[];
  /** The estimate's location index / national 100 (metro, else state); null when not in the company's table. */
  location_factor?: number | null;
  /** "Houston, TX 93.4 / National 100" */
  location_label?: string | null;
}

export interface LinesWriteResult {
  created: (EstimateLineDto & { client_key?: string })[];
  updated: EstimateLineDto[];
  deleted: string[];
  totals: EstimateTotalsDto;
  /** Set when the write renumbered every position (the editor should reload positions). */
  renumbered?: boolean;
}

export interface StaleLinesBody {
  message: string;
  code: "stale";
  conflicts: EstimateLineDto[];
}

export interface EstimateViewDto {
  uid: string;
  name: string;
  shared: boolean;
  owner_uid: string | null;
  config: EstimateViewConfig;
  version: number;
  updated_at: string;
}

export interface MarkupDefaultDto {
  markups: Markup[];
  version: number;
}

/** The compact rows back to line objects (what the editor does on open). */
export function linesFromCompact(lines: CompactLines): EstimateLineDto[] {
  return lines.rows.map((row) => {
    const line: Record<string, unknown> = {};
    lines.fields.forEach((f, i) => {
      line[f] = row[i];
    });
    return line as unknown as EstimateLineDto;
  });
}

// ── Request bodies ───────────────────────────────────────────────────────────────────────────────────

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const text = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `Must be at most ${max} characters`).nullable());
const isoDate = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date (YYYY-MM-DD)")
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "Must be a date (YYYY-MM-DD)")
    .nullable(),
);
const tags = z
  .array(z.string().trim().min(1).max(50))
  .max(50, "At most 50 tags of up to 50 characters")
  .transform((t) => [...new Set(t)]);
const oneOf = (values: readonly string[]) => ({ error: `Must be one of ${values.join(", ")}` });

export const estimateHeaderFields = {
  name: z.string({ error: "Required" }).trim().min(1, "Required").max(200, "Must be at most 200 characters"),
  number: text(50),
  project_uid: z.preprocess(blankToNull, z.uuid("Must be an id").nullable()),
  client: text(200),
  location: text(200),
  state: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Must be a two-letter state code such as TX")
      .transform((s) => s.toUpperCase())
      .nullable(),
  ),
  metro: text(100),
  building_type_uid: z.preprocess(blankToNull, z.uuid("Must be an id").nullable()),
  classification: z.enum(estimateClassifications, oneOf(estimateClassifications)),
  design_stage: z.enum(designStages, oneOf(designStages)),
  pricing_date: isoDate,
  construction_start: isoDate,
  duration_months: z
    .number({ error: "Must be a whole number of months from 0 to 600" })
    .int("Must be a whole number of months from 0 to 600")
    .min(0, "Must be a whole number of months from 0 to 600")
    .max(600, "Must be a whole number of months from 0 to 600")
    .nullable(),
  status: z.enum(estimateStatuses, oneOf(estimateStatuses)),
  tags,
  notes: text(10_000),
};

export const updateEstimateInput = z.object(estimateHeaderFields).partial().strict();
export type UpdateEstimateInput = z.infer<typeof updateEstimateInput>;

export const createEstimateInput = z
  .object({
    ...estimateHeaderFields,
    from_estimate_uid: z.uuid("Must be an id").optional(),
  })
  .partial()
  .required({ name: true })
  .strict();
export type CreateEstimateInput = z.input<typeof createEstimateInput>;

export const duplicateEstimateInput = z.object({ name: estimateHeaderFields.name }).strict();

const inputItem = z.object({
  uid: z.uuid("Must be an id").optional(),
  name: z.string({ error: "Required" }).trim().min(1, "Required").max(50, "Must be at most 50 characters"),
  label: text(100).optional(),
  unit: text(20).optional(),
  value: z.number({ error: "Enter a number" }),
});
export const inputsInput = z.object({ inputs: z.array(inputItem).max(200, "At most 200 inputs") }).strict();
export type InputsInput = z.input<typeof inputsInput>;

const markupBase = z.object({
  direct: z.boolean().default(false),
  markups: z.array(z.string()).default([]),
  running_total: z.boolean().default(false),
});
export const markupItem = z.object({
  uid: z.string().min(1, "Every markup needs a uid").max(64),
  name: z.string().max(200, "Must be at most 200 characters"),
  kind: z.enum(["percent", "lump_sum", "escalation"], {
    error: "Must be a percent, a lump sum or escalation",
  }),
  percent: z.number().nullable().optional(),
  amount_cents: z.number().nullable().optional(),
  base: markupBase.nullable().optional(),
  categories: z.array(z.string()).nullable().optional(),
  material_only: z.boolean().optional(),
  method: z.enum(["markup", "margin"]).optional(),
});
export const markupsInput = z.object({ markups: z.array(markupItem).max(60, "At most 60 markups") }).strict();
export type MarkupsInput = z.input<typeof markupsInput>;

const money = z.number({ error: "Must be a number of cents" });
const split = z
  .object({
    labor_cents: money.optional(),
    material_cents: money.optional(),
    equipment_cents: money.optional(),
    subcontract_cents: money.optional(),
  })
  .strict();

export const lineFieldsInput = {
  cost_code: z.string().trim().max(50, "Must be at most 50 characters"),
  description: text(2000),
  quantity: z.union([z.number(), z.string().max(500, "Formula is too long (at most 500 characters)")], {
    error: "Enter a number or a formula",
  }),
  unit: text(20),
  unit_cost_cents: money.nullable(),
  lump_sum_cents: money.nullable(),
  split: split.nullable(),
  cost_type: z.enum(costTypes, oneOf(costTypes)).nullable(),
  alternate: z.boolean(),
  allowance: z.boolean(),
  tags,
  notes: text(10_000),
  area: text(200),
};
const lineFieldsObject = z.object(lineFieldsInput).partial();

/** `after_uid`: the line (or an earlier create's `client_key`) to follow; null = first; absent = last. */
const placement = { after_uid: z.string().max(64).nullable().optional() };

export const lineCreateInput = lineFieldsObject.extend({
  client_key: z.string().max(64).optional(),
  ...placement,
});
export const lineUpdateInput = lineFieldsObject.extend({
  uid: z.uuid("Must be an id"),
  version: z.number().int().positive(),
  ...placement,
});
export const linePatchInput = lineFieldsObject.extend(placement).strict();
export const lineDeleteInput = z.object({
  uid: z.uuid("Must be an id"),
  version: z.number().int().positive(),
});

export const MAX_LINE_OPERATIONS = 10_000;
export const bulkLinesInput = z
  .object({
    create: z.array(lineCreateInput).default([]),
    update: z.array(lineUpdateInput).default([]),
    delete: z.array(lineDeleteInput).default([]),
  })
  .strict()
  .refine((b) => b.create.length + b.update.length + b.delete.length <= MAX_LINE_OPERATIONS, {
    message: `At most ${MAX_LINE_OPERATIONS} line changes at once`,
    path: ["create"],
  });
export type BulkLinesInput = z.input<typeof bulkLinesInput>;
export type LinePatchInput = z.input<typeof linePatchInput>;

export {
  type CreateViewInput,
  createViewInput,
  type EstimateViewConfig,
  type UpdateViewInput,
  updateViewInput,
} from "./view-config";

export interface EstimateListQuery {
  q?: string;
  status?: EstimateStatus[];
  tag?: string[];
  building_type?: string[];
  updated_from?: string;
  sort?: string;
  limit?: number;
  cursor?: string | null;
}

/** The list query as URL search params (repeatable filters repeat). */
export function estimateListParams(query: EstimateListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (query.q?.trim()) p.set("q", query.q.trim());
  for (const s of query.status ?? []) p.append("status", s);
  for (const t of query.tag ?? []) p.append("tag", t);
  for (const b of query.building_type ?? []) p.append("building_type", b);
  if (query.updated_from) p.set("updated_from", query.updated_from);
  if (query.sort) p.set("sort", query.sort);
  if (query.limit) p.set("limit", String(query.limit));
  if (query.cursor) p.set("cursor", query.cursor);
  return p;
}
