// The rows of reference data that both the API's bodies (lib/contract/reference.ts) and the CSV imports
// (./imports.ts) check: one schema, so a row the form accepts imports too. Numbers keep at most five decimals
// (numeric(…, 5) in the database); messages are sentence-case so CSV rows can prefix them.
import { z } from "zod";
import { requiredString } from "../validation";

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

// ── Cost index points ────────────────────────────────────────────────────────────────────────────────
export const indexPoint = z.object({
  period: requiredString(20),
  value: positiveDecimal(1_000_000),
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
