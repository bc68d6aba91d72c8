// The words and field rules every estimate shape shares (the header, lines, the list): statuses, stages, cost
// types, and how text, dates and tags are read. Kept apart so estimate.ts and estimate-line.ts both import it.
import { z } from "zod";

export {
  costTypes,
  type DesignStage,
  designStages,
  type EstimateStatus,
  estimateClassifications,
  estimateStatuses,
} from "./estimate-words";

/** A message naming every allowed value, as zod's enum error. */
export const oneOf = (values: readonly string[]) => ({ error: `Must be one of ${values.join(", ")}` });

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** Optional text: blank is null, trimmed, at most `max` characters. */
export const text = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `Must be at most ${max} characters`).nullable());

/** A calendar day (YYYY-MM-DD) or null; blank is null. */
export const isoDate = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date (YYYY-MM-DD)")
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "Must be a date (YYYY-MM-DD)")
    .nullable(),
);

/** An id that may be left blank (null). */
export const optionalId = z.preprocess(blankToNull, z.uuid("Must be an id").nullable());

export const tags = z
  .array(z.string().trim().min(1).max(50))
  .max(50, "At most 50 tags of up to 50 characters")
  .transform((t) => [...new Set(t)]);
