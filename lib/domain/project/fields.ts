// The field rules of projects and records: the API's request bodies (lib/contract/project.ts,
// lib/contract/project-record.ts), the forms and the import plan all check a value with these.
import { z } from "zod";
import { isMetricValue, maxLineCents, maxMetric } from "@/lib/domain/limits";
import { parseIsoDate } from "@/lib/domain/reference/periods";
import { recordStages } from "./filters";
import { recordRangeErrors } from "./record";
import { constructionTypes, deliveryMethods, recordClassifications, workTypes } from "./types";

const required = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "Required" : undefined;

export const inputMessages = {
  required: "Required",
  text: (max: number) => `Must be at most ${max} characters`,
  date: "Must be a date (YYYY-MM-DD)",
  state: "Must be a two-letter state code such as TX",
  zip: "Must be a ZIP code such as 77002 or 77002-1234",
  latitude: "Must be a latitude between -90 and 90",
  longitude: "Must be a longitude between -180 and 180",
  coordinates: "Give both latitude and longitude, or neither",
  uid: "Must be an id",
  stories: "Must be a whole number from 0 to 300",
  tags: "At most 50 tags of up to 50 characters",
  metric: "Must be a number of at least 0 with at most 5 decimals",
  metricName: "Metric names are lower-case letters, digits and _",
  amount: "Must be a whole number of cents",
  costCode: "Required",
  costs: "At most 5000 cost lines",
  completion: "Must be on or after the start date",
  oneOf: (values: readonly string[]) => `Must be one of ${values.join(", ")}`,
} as const;

/** Blank strings count as "not given" (null), so an emptied form field clears the value. */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, inputMessages.text(max)).nullable().optional());

export const requiredText = (max: number) =>
  z.string({ error: required }).trim().min(1, inputMessages.required).max(max, inputMessages.text(max));

export const isoDateField = z
  .string({ error: required })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, { message: inputMessages.date });

const optionalDate = z.preprocess(blankToNull, isoDateField.nullable().optional());

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blankToNull,
    z
      .enum(values, { error: inputMessages.oneOf(values) })
      .nullable()
      .optional(),
  );

const uidField = z.uuid({ error: inputMessages.uid }).transform((v) => v.toLowerCase());

const tagsField = z
  .array(z.string().trim().min(1).max(50, inputMessages.tags), { error: inputMessages.tags })
  .max(50, inputMessages.tags)
  .transform((tags) => [...new Set(tags)]);

export const projectFields = {
  name: requiredText(200),
  number: optionalText(100),
  client: optionalText(200),
  architect: optionalText(200),
  address: optionalText(300),
  city: optionalText(100),
  state: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, inputMessages.state)
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional(),
  ),
  zip: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, inputMessages.zip)
      .nullable()
      .optional(),
  ),
  metro: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(100, inputMessages.text(100))
      .transform((v) => v.toLowerCase())
      .nullable()
      .optional(),
  ),
  latitude: z
    .number({ error: inputMessages.latitude })
    .min(-90, inputMessages.latitude)
    .max(90, inputMessages.latitude)
    .nullable()
    .optional(),
  longitude: z
    .number({ error: inputMessages.longitude })
    .min(-180, inputMessages.longitude)
    .max(180, inputMessages.longitude)
    .nullable()
    .optional(),
  building_type_uid: z.preprocess(blankToNull, uidField.nullable().optional()),
  construction_type: optionalEnum(constructionTypes as unknown as readonly [string, ...string[]]),
  work_type: optionalEnum(workTypes as unknown as readonly [string, ...string[]]),
  delivery_method: optionalEnum(deliveryMethods as unknown as readonly [string, ...string[]]),
  stories: z
    .number({ error: inputMessages.stories })
    .int(inputMessages.stories)
    .min(0, inputMessages.stories)
    .max(300, inputMessages.stories)
    .nullable()
    .optional(),
  tags: tagsField.optional(),
  notes: optionalText(10_000),
};

export type ProjectFieldName = keyof typeof projectFields;
// Their names without the schemas: ./field-names.ts (projectFieldNames).

const costLineInput = z.object({
  cost_code: z
    .string({ error: required })
    .trim()
    .min(1, inputMessages.costCode)
    .max(50, inputMessages.text(50)),
  description: optionalText(500),
  amount_cents: z
    .number({ error: inputMessages.amount })
    .int(inputMessages.amount)
    .min(-maxLineCents, inputMessages.amount)
    .max(maxLineCents, inputMessages.amount),
});

const metricsField = z
  .record(
    z.string(),
    z
      .number({ error: inputMessages.metric })
      .min(0, inputMessages.metric)
      .max(maxMetric, inputMessages.metric)
      .refine(isMetricValue, inputMessages.metric),
  )
  .superRefine((metrics, ctx) => {
    for (const key of Object.keys(metrics)) {
      if (!/^[a-z][a-z0-9_]{0,29}$/.test(key)) {
        ctx.addIssue({ code: "custom", path: [key], message: inputMessages.metricName });
      }
    }
  });

export const recordFields = {
  stage: z.enum(recordStages, {
    error: (i) => (i.input == null ? "Required" : inputMessages.oneOf(recordStages)),
  }),
  classification: z
    .enum(recordClassifications as unknown as readonly ["masterformat", "uniformat"], {
      error: inputMessages.oneOf(recordClassifications),
    })
    .optional(),
  bid_date: optionalDate,
  start_date: optionalDate,
  completion_date: optionalDate,
  cost_basis_date: isoDateField,
  metrics: metricsField.optional(),
  tags: tagsField.optional(),
  notes: optionalText(10_000),
  costs: z.array(costLineInput).max(5000, inputMessages.costs).optional(),
};

export const completionAfterStart = (
  v: { start_date?: string | null; completion_date?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.start_date && v.completion_date && v.completion_date < v.start_date) {
    ctx.addIssue({ code: "custom", path: ["completion_date"], message: inputMessages.completion });
  }
};

/** Total and cost per metric must fit their columns (lib/domain/limits.ts); 400 naming the field, never a 500. */
export const derivedInRange = (
  v: { costs?: { amount_cents: number }[]; metrics?: Record<string, number> },
  ctx: z.RefinementCtx,
) => {
  for (const [key, message] of Object.entries(recordRangeErrors(v.costs ?? [], v.metrics ?? {}))) {
    ctx.addIssue({ code: "custom", path: key.split("."), message });
  }
};

/** Both coordinates or neither; on create a missing one counts as none, on update as unchanged. */
export const coordinatesTogether =
  (creating: boolean) =>
  (v: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
    const has = (x: number | null | undefined) =>
      x === undefined ? (creating ? false : undefined) : x !== null;
    const lat = has(v.latitude);
    const lng = has(v.longitude);
    if (lat !== undefined && lng !== undefined && lat !== lng) {
      ctx.addIssue({
        code: "custom",
        path: [lat ? "longitude" : "latitude"],
        message: inputMessages.coordinates,
      });
    }
  };
