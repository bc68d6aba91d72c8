// Payload schemas for reference data, shared by the API and the settings forms. Numbers keep at most five
// decimals (numeric(…, 5) in the database); messages are sentence-case so CSV rows can prefix them.
import { z } from "zod";
import { requiredString } from "../validation";
import { classifications } from "./cost-codes";
import { frequencies } from "./periods";

export const maxDecimals = 5;

/** Decimal places of a finite number as written in shortest form: 1.25 → 2, 1e-7 → 7. */
export function decimalPlaces(value: number): number {
  const [mantissa, exponent] = String(Math.abs(value)).split("e");
  const fraction = mantissa!.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

const missing = (issue: { input?: unknown }, message: string) =>
  issue.input === undefined || issue.input === null ? "Required" : message;

const fiveDecimals = (n: number) => decimalPlaces(n) <= maxDecimals;
const fiveDecimalsMessage = `Must have at most ${maxDecimals} decimal places`;

export const positiveDecimal = (max: number) =>
  z
    .number({ error: (issue) => missing(issue, "Must be a positive number") })
    .positive("Must be a positive number")
    .max(max, `Must be at most ${max.toLocaleString("en-US")}`)
    .refine(fiveDecimals, fiveDecimalsMessage);

const uid = z.uuid({ error: "Must be a uid" });

// ── Cost codes ───────────────────────────────────────────────────────────────────────────────────────
export const costCodeClassification = z.enum(classifications, {
  error: (issue) => missing(issue, "Must be one of masterformat, uniformat, company"),
});

export const costCodeFields = z.object({
  classification: costCodeClassification,
  code: requiredString(40),
  title: requiredString(200),
  division: z.string().trim().max(10, "Must be at most 10 characters").nullish(),
});
export type CostCodeFields = z.infer<typeof costCodeFields>;

// ── Building types ───────────────────────────────────────────────────────────────────────────────────
export const buildingTypeFields = z.object({
  name: requiredString(100),
  parent_uid: uid.nullish(),
  sort_order: z
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(0, "Must be at least 0")
    .max(100_000, "Must be at most 100,000")
    .optional(),
});
export type BuildingTypeFields = z.infer<typeof buildingTypeFields>;

// ── Cost index series ───────────────────────────────────────────────────────────────────────────────
export const indexFrequency = z.enum(frequencies, {
  error: (issue) => missing(issue, "Must be monthly or quarterly"),
});

export const indexPoint = z.object({
  period: requiredString(20),
  value: positiveDecimal(1_000_000),
});

export const maxIndexPoints = 5_000;

export const costIndexFields = z.object({
  name: requiredString(200),
  frequency: indexFrequency,
  base_label: z.string().trim().max(100, "Must be at most 100 characters").default(""),
  points: z.array(indexPoint).max(maxIndexPoints, `Must have at most ${maxIndexPoints} points`).default([]),
});

// ── Location indexes ─────────────────────────────────────────────────────────────────────────────────
export const locationKinds = ["metro", "state"] as const;

export const locationIndexInput = z.object({
  series_name: z.string().trim().max(200, "Must be at most 200 characters").optional(),
  kind: z.enum(locationKinds, { error: (issue) => missing(issue, "Must be metro or state") }),
  key: z.string().trim().max(80, "Must be at most 80 characters").optional(),
  label: requiredString(120),
  value: positiveDecimal(1_000),
  is_sample: z.boolean().default(false),
});
export type LocationIndexInput = z.infer<typeof locationIndexInput>;

// ── Escalation rates ─────────────────────────────────────────────────────────────────────────────────
export const escalationKinds = ["actual", "forecast"] as const;

export const escalationRateInput = z.object({
  year: z
    .number({ error: (issue) => missing(issue, "Must be a year such as 2026") })
    .int("Must be a year such as 2026")
    .min(1900, "Must be a year from 1900 to 2100")
    .max(2100, "Must be a year from 1900 to 2100"),
  rate_percent: z
    .number({ error: (issue) => missing(issue, "Must be a percentage such as 4.5") })
    .min(-50, "Must be at least -50")
    .max(100, "Must be at most 100")
    .refine(fiveDecimals, fiveDecimalsMessage),
  kind: z.enum(escalationKinds, { error: (issue) => missing(issue, "Must be actual or forecast") }),
  is_sample: z.boolean().default(false),
});
export type EscalationRateInput = z.infer<typeof escalationRateInput>;

export const maxReferenceRows = 5_000;
