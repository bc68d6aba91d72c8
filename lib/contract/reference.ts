// Reference data (Settings › Cost data): what the browser sends and what the API answers (snake_case, uids,
// versions for If-Match). The server's builders are lib/server/reference/dto.ts; the operations are in
// ./reference-operations.ts.
import { z } from "zod";
import { classifications } from "@/lib/domain/reference/cost-codes";
import { frequencies } from "@/lib/domain/reference/periods";
import {
  escalationKinds,
  escalationRateInput,
  indexPoint,
  locationIndexInput,
  locationKinds,
} from "@/lib/domain/reference/schemas";
import { unitKinds } from "@/lib/domain/reference/units";
import { requiredString } from "@/lib/domain/validation";
import { listQuery, listResponse } from "./list";

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────
const source = z.enum(["built_in", "company"]);

export const costCodeDto = z.object({
  uid: z.string(),
  classification: z.enum(classifications),
  code: z.string(),
  title: z.string(),
  division: z.string().nullable().describe('What it rolls up to in reports: "03", "B" or none'),
  level: z
    .number()
    .int()
    .describe("Depth in its classification: 1 for a division, a major group or a company code"),
  source,
  overrides_built_in: z.boolean().describe("A company code that renames a built-in one of the same number"),
  version: z.number().int().nullable().describe("Null for built-in codes, which cannot be edited"),
});
export type CostCodeDto = z.infer<typeof costCodeDto>;

export const unitDto = z.object({
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(unitKinds).nullable(),
  group: z
    .enum(["unit", "building_metric"])
    .describe("Units measure quantities; building metrics are what a project's cost is divided by ($/GSF …)"),
  unit: z.string().nullable().describe("A building metric's unit of measure (GSF → SF); null for units"),
  source,
  version: z.number().int().nullable().describe("Null for built-ins, which cannot be changed"),
});
export type UnitDto = z.infer<typeof unitDto>;

export const buildingTypeDto = z.object({
  uid: z.string(),
  name: z.string(),
  parent_uid: z.string().nullable(),
  parent_name: z.string().nullable(),
  label: z.string().describe("Parent › name, as a picker shows it"),
  level: z.number().int().describe("1 for a category, 2 for a type under it"),
  sort_order: z.number().int(),
  is_default: z.boolean().describe("Came with the company's default taxonomy"),
  version: z.number().int(),
});
export type BuildingTypeDto = z.infer<typeof buildingTypeDto>;

export const costIndexSummaryDto = z.object({
  uid: z.string(),
  name: z.string(),
  frequency: z.enum(frequencies),
  base_label: z.string(),
  is_sample: z.boolean(),
  point_count: z.number().int(),
  first_period: z.string().nullable(),
  last_period: z.string().nullable(),
  latest_value: z.number().nullable(),
  version: z.number().int(),
});
export type CostIndexSummaryDto = z.infer<typeof costIndexSummaryDto>;

export const costIndexDto = costIndexSummaryDto.extend({
  points: z.array(z.object({ period: z.string(), label: z.string(), value: z.number() })),
});
export type CostIndexDto = z.infer<typeof costIndexDto>;

export const locationIndexDto = z.object({
  uid: z.string(),
  series_name: z.string(),
  kind: z.enum(locationKinds),
  key: z.string(),
  label: z.string(),
  value: z.number().describe("Against a national average of 100"),
  is_sample: z.boolean(),
  version: z.number().int(),
});
export type LocationIndexDto = z.infer<typeof locationIndexDto>;

export const escalationRateDto = z.object({
  uid: z.string(),
  year: z.number().int(),
  rate_percent: z.number(),
  kind: z.enum(escalationKinds),
  is_sample: z.boolean(),
  version: z.number().int(),
});
export type EscalationRateDto = z.infer<typeof escalationRateDto>;

/** A whole table in the list shape: every row on one page, counted, no next page. */
export function wholeTable<T extends z.ZodType>(item: T, key: "uid" | "code" = "uid") {
  return listResponse(item).extend({
    query: z.array(z.string()).describe(`The ${key}s of the rows, in order`),
    content: z.record(z.string(), item).describe(`Each row, keyed by ${key}`),
    total: z.number().int().describe("How many rows the table has (all of them are in this answer)"),
    next_cursor: z.null(),
  });
}

const listVersionDto = z.object({
  version: z.number().int().describe("The list's new version, as its GET's ETag"),
});

export const importResultDto = listVersionDto.extend({ imported: z.number().int() });

export const costIndexImportDto = z.object({ imported: z.number().int(), series: costIndexDto });

export const derivedRatesDto = listVersionDto.extend({
  cost_index_uid: z.string(),
  derived: z.array(z.object({ year: z.number().int(), rate_percent: z.number() })),
});
export type DerivedRatesDto = z.infer<typeof derivedRatesDto>;

// ── What the browser sends ───────────────────────────────────────────────────────────────────────────
// Strict: an unknown field is a mistake, not ignored. Rows that CSV imports check too (index points,
// location and escalation rows) are declared with the import rules in lib/domain/reference/schemas.ts.

const missing = (issue: { input?: unknown }, message: string) =>
  issue.input === undefined || issue.input === null ? "Required" : message;
const notEmpty = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);
const uid = z.uuid({ error: "Must be a uid" });
const baseLabel = z.string().trim().max(100, "Must be at most 100 characters");

export const maxIndexPoints = 5_000;
export const maxReferenceRows = 5_000;

export const costCodeClassification = z.enum(classifications, {
  error: (issue) => missing(issue, "Must be one of masterformat, uniformat, company"),
});

export const indexFrequency = z.enum(frequencies, {
  error: (issue) => missing(issue, "Must be monthly or quarterly"),
});

const indexPoints = z.array(indexPoint).max(maxIndexPoints, `Must have at most ${maxIndexPoints} points`);

/** `?classification=&search=`: the cost code list is paged by the one list scheme (./list.ts). */
export const listCostCodesQuery = listQuery(1000, 500)
  .extend({
    classification: costCodeClassification.optional(),
    search: z.string().trim().max(100, "Must be at most 100 characters").optional(),
  })
  .strip();
export type ListCostCodesQuery = z.infer<typeof listCostCodesQuery>;

const costCodeFields = z.object({
  classification: costCodeClassification,
  code: requiredString(40),
  title: requiredString(200),
  division: z.string().trim().max(10, "Must be at most 10 characters").nullish(),
});

export const createCostCodeInput = costCodeFields.strict();
export type CreateCostCodeInput = z.infer<typeof createCostCodeInput>;

export const updateCostCodeInput = costCodeFields
  .omit({ classification: true })
  .partial()
  .strict()
  .refine(notEmpty, "Send at least one of code, title, division");
export type UpdateCostCodeInput = z.infer<typeof updateCostCodeInput>;

const buildingTypeFields = z.object({
  name: requiredString(100),
  parent_uid: uid.nullish(),
  sort_order: z
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(0, "Must be at least 0")
    .max(100_000, "Must be at most 100,000")
    .optional(),
});

export const createBuildingTypeInput = buildingTypeFields.strict();
export type CreateBuildingTypeInput = z.infer<typeof createBuildingTypeInput>;

export const updateBuildingTypeInput = buildingTypeFields
  .partial()
  .strict()
  .refine(notEmpty, "Send at least one of name, parent_uid, sort_order");
export type UpdateBuildingTypeInput = z.infer<typeof updateBuildingTypeInput>;

export const createCostIndexInput = z
  .object({
    name: requiredString(200),
    frequency: indexFrequency,
    base_label: baseLabel.default(""),
    points: indexPoints.default([]),
  })
  .strict();
export type CreateCostIndexInput = z.infer<typeof createCostIndexInput>;

// Written out rather than `.partial()`: a missing field must stay missing, not take the create default.
export const updateCostIndexInput = z
  .object({
    name: requiredString(200).optional(),
    frequency: indexFrequency.optional(),
    base_label: baseLabel.optional(),
    points: indexPoints.optional(),
  })
  .strict()
  .refine(notEmpty, "Send at least one of name, frequency, base_label, points");
export type UpdateCostIndexInput = z.infer<typeof updateCostIndexInput>;

const wholeList = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: (i) => (i.input === undefined ? "Required" : "Must be a list") })
    .max(maxReferenceRows, `Must have at most ${maxReferenceRows} rows`);

export const replaceLocationIndexesInput = z
  .object({ indexes: wholeList(locationIndexInput.strict()) })
  .strict();
export type ReplaceLocationIndexesInput = z.infer<typeof replaceLocationIndexesInput>;

export const replaceEscalationRatesInput = z
  .object({ rates: wholeList(escalationRateInput.strict()) })
  .strict();
export type ReplaceEscalationRatesInput = z.infer<typeof replaceEscalationRatesInput>;

// Past years of the escalation table from a cost index (lib/domain/reference/escalation.ts).
export const deriveEscalationRatesInput = z
  .object({
    cost_index_uid: z.uuid({ error: (i) => (i.input === undefined ? "Required" : "Must be a uid") }),
  })
  .strict();
export type DeriveEscalationRatesInput = z.infer<typeof deriveEscalationRatesInput>;

// CSV imports: `merge` adds and updates rows by their key (period, metro/state, year); `replace` also
// removes the rows the file does not list.
const importBase = {
  csv: z
    .string({ error: (i) => (i.input === undefined ? "Required" : "Must be CSV text") })
    .min(1, "Required")
    .max(1_000_000, "Must be at most 1,000,000 characters"),
  mode: z.enum(["merge", "replace"], { error: "Must be merge or replace" }).default("merge"),
};

export const importCostIndexInput = z
  .object({
    ...importBase,
    series_uid: uid.optional(),
    name: requiredString(200).optional(),
    frequency: indexFrequency.default("monthly"),
    base_label: baseLabel.default(""),
  })
  .strict()
  .refine((v) => v.series_uid !== undefined || v.name !== undefined, {
    message: "Required when no series_uid is given",
    path: ["name"],
  });
export type ImportCostIndexInput = z.infer<typeof importCostIndexInput>;

export const importLocationIndexInput = z
  .object({ ...importBase, series_name: requiredString(200).optional() })
  .strict();
export type ImportLocationIndexInput = z.infer<typeof importLocationIndexInput>;

export const importEscalationRateInput = z.object(importBase).strict();
export type ImportEscalationRateInput = z.infer<typeof importEscalationRateInput>;

// Company units of measure: the code is stored upper-case with single spaces, like the built-in list.
export const createUnitInput = z
  .object({
    code: requiredString(12)
      .transform((code) => code.replace(/\s+/g, " ").toUpperCase())
      .refine((code) => /^[A-Z0-9][A-Z0-9 ./%-]*$/.test(code), {
        message: "Use letters and digits (and . / - % or spaces), e.g. M2 or SFCA",
      }),
    name: requiredString(100),
    kind: z.enum(unitKinds, { error: `Must be one of ${unitKinds.join(", ")}` }).nullish(),
  })
  .strict();
export type CreateUnitInput = z.infer<typeof createUnitInput>;
