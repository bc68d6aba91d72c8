import { z } from "zod";
import {
  buildingTypeFields,
  costCodeClassification,
  costCodeFields,
  costIndexFields,
  escalationRateInput,
  indexFrequency,
  indexPoint,
  locationIndexInput,
  maxIndexPoints,
  maxReferenceRows,
} from "@/lib/domain/reference/schemas";
import { units as builtInUnits, type UnitKind } from "@/lib/domain/reference/units";
import { requiredString } from "@/lib/domain/validation";

// The API's payloads: the shared field schemas, strict (an unknown field is a mistake, not ignored).

const notEmpty = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(max, `Must be at most ${max}`)
    .default(fallback);
const cursor = z
  .string()
  .regex(/^\d{1,7}$/, "Must be a next_cursor from an earlier page")
  .optional();

export const listCostCodesQuery = z
  .object({
    classification: costCodeClassification.optional(),
    search: z.string().trim().max(100, "Must be at most 100 characters").optional(),
    limit: limit(1000, 500),
    cursor,
  })
  .strip();
export type ListCostCodesQuery = z.infer<typeof listCostCodesQuery>;

export const createCostCodeInput = costCodeFields.strict();
export type CreateCostCodeInput = z.infer<typeof createCostCodeInput>;

export const updateCostCodeInput = costCodeFields
  .omit({ classification: true })
  .partial()
  .strict()
  .refine(notEmpty, "Send at least one of code, title, division");
export type UpdateCostCodeInput = z.infer<typeof updateCostCodeInput>;

export const createBuildingTypeInput = buildingTypeFields.strict();
export type CreateBuildingTypeInput = z.infer<typeof createBuildingTypeInput>;

export const updateBuildingTypeInput = buildingTypeFields
  .partial()
  .strict()
  .refine(notEmpty, "Send at least one of name, parent_uid, sort_order");
export type UpdateBuildingTypeInput = z.infer<typeof updateBuildingTypeInput>;

export const createCostIndexInput = costIndexFields.strict();
export type CreateCostIndexInput = z.infer<typeof createCostIndexInput>;

// Written out rather than `.partial()`: a missing field must stay missing, not take the create default.
export const updateCostIndexInput = z
  .object({
    name: requiredString(200).optional(),
    frequency: indexFrequency.optional(),
    base_label: z.string().trim().max(100, "Must be at most 100 characters").optional(),
    points: z.array(indexPoint).max(maxIndexPoints, `Must have at most ${maxIndexPoints} points`).optional(),
  })
  .strict()
  .refine(notEmpty, "Send at least one of name, frequency, base_label, points");
export type UpdateCostIndexInput = z.infer<typeof updateCostIndexInput>;

export const replaceLocationIndexesInput = z
  .object({
    indexes: z
      .array(locationIndexInput.strict(), {
        error: (i) => (i.input === undefined ? "Required" : "Must be a list"),
      })
      .max(maxReferenceRows, `Must have at most ${maxReferenceRows} rows`),
  })
  .strict();
export type ReplaceLocationIndexesInput = z.infer<typeof replaceLocationIndexesInput>;

export const replaceEscalationRatesInput = z
  .object({
    rates: z
      .array(escalationRateInput.strict(), {
        error: (i) => (i.input === undefined ? "Required" : "Must be a list"),
      })
      .max(maxReferenceRows, `Must have at most ${maxReferenceRows} rows`),
  })
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
    series_uid: z.uuid({ error: "Must be a uid" }).optional(),
    name: requiredString(200).optional(),
    frequency: indexFrequency.default("monthly"),
    base_label: z.string().trim().max(100, "Must be at most 100 characters").default(""),
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
const unitKinds = [...new Set(builtInUnits.map((u) => u.kind))] as [UnitKind, ...UnitKind[]];

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
