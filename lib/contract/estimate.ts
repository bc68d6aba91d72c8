// Estimates: the header, inputs and markups the list and the editor send and read, and the operations under
// /api/v1/estimate. Lines are declared in estimate-line.ts, saved views in estimate-view.ts.
import { z } from "zod";
import { rollupModes } from "@/lib/domain/estimate/consolidated";
import {
  designStages,
  estimateClassifications,
  estimateStatuses,
  isoDate,
  oneOf,
  optionalId,
  tags,
  text,
} from "./estimate-fields";
import { compactLines, estimateTotalsDto } from "./estimate-line";
import { estimateListQuery } from "./estimate-list";
import { columnLines, openEstimateQuery } from "./estimate-open";
import { listResponse } from "./list";
import { operation } from "./operation";
import { storedUnitMixDto } from "./unit-mix";

export * from "./estimate-fields";
export * from "./estimate-line";
export * from "./estimate-list";
export * from "./estimate-open";
export * from "./estimate-view";

// ── The header ───────────────────────────────────────────────────────────────────────────────────────

const estimateName = z
  .string({ error: "Required" })
  .trim()
  .min(1, "Required")
  .max(200, "Must be at most 200 characters");

const monthsMessage = "Must be a whole number of months from 0 to 600";

export const estimateHeaderFields = {
  name: estimateName,
  number: text(50),
  project_uid: optionalId,
  client: text(200),
  location: text(200),
  state: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Must be a two-letter state code such as TX")
      .transform((s) => s.toUpperCase())
      .nullable(),
  ),
  metro: text(100),
  building_type_uid: optionalId,
  classification: z.enum(estimateClassifications, oneOf(estimateClassifications)),
  design_stage: z.enum(designStages, oneOf(designStages)),
  pricing_date: isoDate,
  construction_start: isoDate,
  duration_months: z
    .number({ error: monthsMessage })
    .int(monthsMessage)
    .min(0, monthsMessage)
    .max(600, monthsMessage)
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
    template_uid: z.uuid("Must be an id").optional().describe("Start from one of the company's templates"),
  })
  .partial()
  .required({ name: true })
  .strict();
export type CreateEstimateInput = z.input<typeof createEstimateInput>;

export const duplicateEstimateInput = z.object({ name: estimateName }).strict();

// ── Inputs and markups ───────────────────────────────────────────────────────────────────────────────

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

/** One markup as sent and as stored (the engine's `Markup`); the answers carry the same shape. */
export const markupItem = z.object({
  uid: z.string().min(1, "Every markup needs a uid").max(64),
  name: z.string().max(200, "Must be at most 200 characters"),
  kind: z.enum(["percent", "lump_sum", "escalation"], {
    error: "Must be a percent, a lump sum or escalation",
  }),
  percent: z.number().nullable().optional().describe("7.25 means 7.25 %"),
  amount_cents: z.number().nullable().optional().describe("A lump sum's amount"),
  base: markupBase.nullable().optional(),
  categories: z.array(z.string()).nullable().optional().describe("Cost-code prefixes limiting the base"),
  material_only: z.boolean().optional(),
  method: z.enum(["markup", "margin"]).optional(),
});
export const markupsInput = z.object({ markups: z.array(markupItem).max(60, "At most 60 markups") }).strict();
export type MarkupsInput = z.input<typeof markupsInput>;

/** The company's default markup stack, copied into every new blank estimate; versioned on its own. */
export const markupDefaultDto = z.object({ markups: z.array(markupItem), version: z.number().int() });
export type MarkupDefaultDto = z.infer<typeof markupDefaultDto>;

// ── The estimate as answered ─────────────────────────────────────────────────────────────────────────

export const estimateInputDto = z.object({
  uid: z.string(),
  name: z.string().describe("The identifier formulas read: GSF, UNITS, ROOF_AREA …"),
  label: z.string().nullable(),
  unit: z.string().nullable(),
  value: z.number(),
});

/** A list item: the estimate without inputs and markups. */
export const estimateListItemDto = z.object({
  uid: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  project_uid: z.string().nullable(),
  client: z.string().nullable(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  metro: z.string().nullable(),
  building_type_uid: z.string().nullable(),
  building_type_name: z.string().nullable(),
  classification: z.enum(estimateClassifications),
  design_stage: z.enum(designStages),
  pricing_date: z.string().nullable(),
  construction_start: z.string().nullable(),
  duration_months: z.number().int().nullable(),
  status: z.enum(estimateStatuses),
  kind: z.enum(["estimate", "template"]).describe("A template is edited like an estimate, listed apart"),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  rollup_mode: z
    .enum(rollupModes)
    .nullable()
    .describe(
      "A consolidated estimate's mode: rollup (its markups on the roll-up) or children (theirs carried)",
    ),
  child_count: z.number().int().describe("A consolidated estimate's children"),
  parent_uid: z.string().nullable().describe("The consolidated estimate this one is a child of"),
  parent_name: z.string().nullable(),
  ...estimateTotalsDto.shape,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
});
export type EstimateListItemDto = z.infer<typeof estimateListItemDto>;

export const estimateDto = estimateListItemDto.extend({
  inputs: z.array(estimateInputDto),
  markups: z.array(markupItem),
  unit_mix: storedUnitMixDto
    .nullable()
    .describe("The unit mix; its derived inputs join the inputs formulas read"),
  created_by: z.string().nullable().describe("Who made it (they, or an admin, may reopen it when final)"),
  published_record_uid: z
    .string()
    .nullable()
    .describe("The project record a publish made from it (stage estimate); null until published"),
});
export type EstimateDto = z.infer<typeof estimateDto>;

export const estimateOpenDto = z.object({
  estimate: estimateDto,
  lines: compactLines,
  escalation_rates: z
    .array(z.object({ year: z.number().int(), rate_percent: z.number() }))
    .describe("The company's escalation table the totals use"),
  location_factor: z
    .number()
    .nullable()
    .describe("The location index / national 100 (metro, else state); null when not in the company's table"),
  location_label: z.string().nullable().describe('"Houston, TX 93.4 / National 100"'),
  location_note: z
    .string()
    .nullable()
    .optional()
    .describe(
      'A city missing from the location table: "Austin is not in the location table; using Texas\'s figure"',
    ),
});
export type EstimateOpenDto = z.infer<typeof estimateOpenDto>;

/** The same answer with `?lines=columns`: the lines as blocks of columns. */
const estimateOpenColumnsDto = estimateOpenDto.extend({ lines: columnLines });

// ── Operations ───────────────────────────────────────────────────────────────────────────────────────

export const estimateOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/estimate",
    summary: "List the company's estimates, searched, filtered and sorted (no lines)",
    permission: "estimate.read",
    query: estimateListQuery,
    response: listResponse(estimateListItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/estimate",
    summary: "Create an estimate, blank (the company's default markups), from a template or from another",
    permission: "estimate.write",
    body: createEstimateInput,
    status: 201,
    response: estimateDto,
  }),
  open: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}",
    summary: "Open an estimate with every line as a compact table and its escalation rates",
    description:
      "The lines come as rows (one array per line) unless `lines=columns` asks for blocks of columns (one " +
      "array per field): the same values, smaller and quicker to read. The answer streams a block of lines " +
      "at a time.",
    permission: "estimate.read",
    query: openEstimateQuery,
    response: z.union([estimateOpenDto, estimateOpenColumnsDto]),
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/estimate/{uid}",
    summary: "Change the estimate's header fields; the totals are recomputed",
    permission: "estimate.write",
    body: updateEstimateInput,
    response: estimateDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/estimate/{uid}",
    summary: "Delete an estimate with its lines and views",
    permission: "estimate.write",
    status: 204,
  }),
  duplicate: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/duplicate",
    summary: "Copy an estimate under a new name: inputs, lines, markups and views (the copy is a draft)",
    permission: "estimate.write",
    body: duplicateEstimateInput,
    status: 201,
    response: estimateDto,
  }),
  inputs: operation({
    method: "PUT",
    path: "/api/v1/estimate/{uid}/inputs",
    summary: "Replace the estimate's inputs (renaming or removing one that formulas read is refused)",
    permission: "estimate.write",
    body: inputsInput,
    response: estimateDto,
  }),
  markups: operation({
    method: "PUT",
    path: "/api/v1/estimate/{uid}/markup",
    summary: "Replace the estimate's ordered markup stack; the totals are recomputed",
    permission: "estimate.write",
    body: markupsInput,
    response: estimateDto,
  }),
};
