import { z } from "zod";

// Field schemas shared by route handlers and forms, so both give the same messages.
// Missing fields say "Required"; every other problem keeps zod's own message (no custom wording to drift).
export const required = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "Required" : undefined;

export const requiredString = (max = 200) =>
  z.string({ error: required }).trim().min(1, "Required").max(max, `Must be at most ${max} characters`);

/** A new password: at least 8 characters, with zod's own message. */
export const passwordField = z.string({ error: required }).min(8).max(200);

/** Flatten zod issues to `{ field: first message }` for the error envelope and forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}
