// The estimate header form's check with the zod schemas the server uses (lib/contract/estimate.ts), so the
// messages match. The forms import it when they mount or submit, so zod is not part of their page's first load.
import { z } from "zod";
import { createEstimateInput, updateEstimateInput } from "@/lib/contract/estimate";
import { type HeaderErrors, type HeaderValues, headerBody } from "./header-values";

type Checked<T> = { ok: true; body: T } | { ok: false; errors: HeaderErrors };

function check<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): Checked<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: HeaderErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form") as keyof HeaderErrors;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The body for POST /estimate, or the fields' messages. */
export function checkCreate(v: HeaderValues, fromEstimateUid?: string) {
  const body = { ...headerBody(v), ...(fromEstimateUid ? { from_estimate_uid: fromEstimateUid } : {}) };
  const result = check(createEstimateInput, body);
  // Send what was typed (the server trims and normalises the same way).
  return result.ok ? ({ ok: true, body } as const) : result;
}

/** The body for PUT /estimate/{uid}, or the fields' messages. */
export function checkUpdate(v: HeaderValues) {
  const body = headerBody(v);
  const result = check(updateEstimateInput, body);
  return result.ok ? ({ ok: true, body } as const) : result;
}

/**
 * The form kit's schema for the header: the values pass through unchanged and each field gets the message
 * the contract's schema gives its part of the body (`check` is checkCreate or checkUpdate).
 */
export function headerSchema(check: (v: HeaderValues) => { ok: true } | { ok: false; errors: HeaderErrors }) {
  return z.custom<HeaderValues>().superRefine((values, ctx) => {
    const checked = check(values);
    if (checked.ok) return;
    for (const [key, message] of Object.entries(checked.errors)) {
      if (message) ctx.addIssue({ code: "custom", path: [key === "form" ? "_" : key], message });
    }
  });
}
