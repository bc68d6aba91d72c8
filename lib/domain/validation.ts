import { z } from "zod";

// Field schemas shared by route handlers and forms; messages are the spec's (§5).
// Missing fields say "Required"; every other issue keeps zod's own message (the spec's "no custom message").
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
