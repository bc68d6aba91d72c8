import { z } from "zod";

// Field schemas shared by route handlers and forms; messages are the spec's (§5).
// Missing fields say "Required"; every other issue keeps zod's own message (the spec's "no custom message").
const required = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "Required" : undefined;

export const requiredString = (max = 200) =>
  z.string({ error: required }).trim().min(1, "Required").max(max, `Must be at most ${max} characters`);

export const profileInput = z.object({
  firstname: requiredString(100),
  lastname: requiredString(100),
});
export type ProfileInput = z.infer<typeof profileInput>;

const passwordField = z.string({ error: required }).min(8).max(200);

export const changePasswordInput = z
  .object({
    password: z.string({ error: required }).min(1, "Required"),
    newPassword: passwordField,
    confirm: passwordField,
  })
  .refine((v) => v.confirm === v.newPassword, { message: "Passwords do not match", path: ["confirm"] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const activateInput = z
  .object({
    firstname: requiredString(100),
    lastname: requiredString(100),
    password: passwordField,
    confirm: passwordField,
  })
  .refine((v) => v.confirm === v.password, { message: "Passwords do not match", path: ["confirm"] });
export type ActivateInput = z.infer<typeof activateInput>;

export const loginInput = z.object({
  email: z.string({ error: required }).trim().min(1, "Required").max(320),
  password: z.string({ error: required }).min(1, "Required").max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Flatten zod issues to `{ field: first message }` for the error envelope and forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}
