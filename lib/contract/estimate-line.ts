// Estimate lines: what the editor writes (bulk create/update/delete, one cell's PATCH), the line as the API
// answers it, and the compact table `GET /estimate/{uid}` carries them in. Each line has its own version.
import { z } from "zod";
import { costTypes, oneOf, tags, text } from "./estimate-fields";
import { operation } from "./operation";

const money = z.number({ error: "Must be a number of cents" });

const costSplit = z.object({
  labor_cents: money.optional(),
  material_cents: money.optional(),
  equipment_cents: money.optional(),
  subcontract_cents: money.optional(),
});

// ── The line as answered ─────────────────────────────────────────────────────────────────────────────

export const estimateLineDto = z.object({
  uid: z.string(),
  position: z.number().describe("The line's place in budget order (fractions between neighbours)"),
  cost_code: z.string(),
  description: z.string().nullable(),
  quantity: z.string().describe('A number ("1250.5") or a formula over inputs ("GSF * 0.35"), as typed'),
  unit: z.string().nullable(),
  unit_cost_cents: z.number().nullable().describe("Cents per unit, up to 5 decimals"),
  lump_sum_cents: z.number().nullable(),
  split: costSplit.nullable(),
  cost_type: z.enum(costTypes).nullable(),
  alternate: z.boolean(),
  allowance: z.boolean(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  area: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
  bid_submission_uid: z
    .string()
    .nullable()
    .describe("Set when an awarded bid package priced the line: the winning submission (un-award clears it)"),
  group_uid: z.string().nullable().describe("Shared by the lines one assembly insert made"),
  cost_item_uid: z.string().nullable().describe("The library item the unit cost was taken from"),
  library_cents: z
    .number()
    .nullable()
    .describe("The item's own unit cost when taken: a different one in the library now means it moved"),
  source: z.string().nullable().describe('Where the unit cost came from ("Library: …", "History: median …")'),
});
export type EstimateLineDto = z.infer<typeof estimateLineDto>;

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
  "bid_submission_uid",
  "group_uid",
  "cost_item_uid",
  "library_cents",
  "source",
] as const satisfies readonly (keyof EstimateLineDto)[];
export type LineField = (typeof lineFields)[number];

/** One line as an array of its values in `lineFields` order. */
const compactRow = z.tuple(
  lineFields.map((f) => estimateLineDto.shape[f]) as unknown as [z.ZodType, ...z.ZodType[]],
) as unknown as z.ZodType<unknown[]>;

export const compactLines = z
  .object({
    fields: z.array(z.enum(lineFields)).describe("The column names, in the order of each row's values"),
    rows: z.array(compactRow).describe("One array per line, in budget order"),
  })
  .describe("Lines as one field list and an array per line: no per-line key repetition on the wire");
export type CompactLines = { fields: LineField[]; rows: unknown[][] };

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

export const estimateTotalsDto = z.object({
  direct_cents: z.number(),
  grand_total_cents: z.number(),
  gsf: z.number().nullable().describe("The GSF input, which $/GSF divides by"),
  cost_per_gsf_cents: z.number().nullable(),
  line_count: z.number().int(),
});

export const linesWriteResult = z.object({
  created: z.array(estimateLineDto.extend({ client_key: z.string().optional() })),
  updated: z.array(estimateLineDto),
  deleted: z.array(z.string()),
  totals: estimateTotalsDto,
  renumbered: z
    .literal(true)
    .optional()
    .describe("Set when the write renumbered every position (reload positions)"),
});
export type LinesWriteResult = z.infer<typeof linesWriteResult>;

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────────

export const lineFieldsInput = {
  cost_code: z.string().trim().max(50, "Must be at most 50 characters"),
  description: text(2000),
  quantity: z.union([z.number(), z.string().max(500, "Formula is too long (at most 500 characters)")], {
    error: "Enter a number or a formula",
  }),
  unit: text(20),
  unit_cost_cents: money.nullable(),
  lump_sum_cents: money.nullable(),
  split: costSplit.strict().nullable(),
  cost_type: z.enum(costTypes, oneOf(costTypes)).nullable(),
  alternate: z.boolean(),
  allowance: z.boolean(),
  tags,
  notes: text(10_000),
  area: text(200),
  group_uid: z.uuid("Must be an id").nullable(),
  cost_item_uid: z.uuid("Must be an id").nullable(),
  library_cents: money.nullable(),
  source: text(300),
};
const lineFieldsObject = z.object(lineFieldsInput).partial();

/** `after_uid`: the line (or an earlier create's `client_key`) to follow; null = first; absent = last. */
const placement = { after_uid: z.string().max(64).nullable().optional() };

const lineCreateInput = lineFieldsObject.extend({ client_key: z.string().max(64).optional(), ...placement });
const lineUpdateInput = lineFieldsObject.extend({
  uid: z.uuid("Must be an id"),
  version: z.number().int().positive(),
  ...placement,
});
const lineDeleteInput = z.object({ uid: z.uuid("Must be an id"), version: z.number().int().positive() });

export const linePatchInput = lineFieldsObject.extend(placement).strict();
export type LinePatchInput = z.input<typeof linePatchInput>;

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

export const estimateLineOperations = {
  write: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/line",
    summary: "Create, update and delete lines in one transaction (any stale version: 412, nothing written)",
    description:
      "Each update and delete names the line's `version`. One stale version refuses the whole write with 412 " +
      '`{ message, code: "stale", conflicts, missing }`: the current lines and the uids no longer there.',
    permission: "estimate.write",
    body: bulkLinesInput,
    response: linesWriteResult,
  }),
  patch: operation({
    method: "PATCH",
    path: "/api/v1/estimate/{uid}/line/{lineUid}",
    summary: "Change some fields of one line (If-Match: the line's version)",
    permission: "estimate.write",
    body: linePatchInput,
    response: estimateLineDto,
  }),
};
