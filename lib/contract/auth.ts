// Signing in and out: the login form's fields and the operations under /api/v1/auth.
import { z } from "zod";
import { passwordField, required } from "@/lib/domain/validation";
import { operation } from "./operation";

export const loginInput = z.object({
  email: z.string({ error: required }).trim().min(1, "Required").max(320),
  password: z.string({ error: required }).min(1, "Required").max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

// JSON from the enhanced form and API clients; a plain form post (before the page's script ran) also sends
// where to go next, and is answered with a redirect.
export const loginRequest = loginInput.extend({ callbackUrl: z.string().max(2048).optional() });

const done = z.object({ ok: z.literal(true) });

export const forgotPasswordInput = z.object({
  email: z
    .string({ error: required })
    .trim()
    .min(1, "Required")
    .max(320)
    .email("Enter a valid email address"),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    token: z.string({ error: required }).trim().min(1, "Required").max(200),
    password: passwordField,
    confirm: passwordField,
  })
  .refine((v) => v.confirm === v.password, { message: "Passwords do not match", path: ["confirm"] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

const message = z.object({ message: z.string() });

export const authOperations = {
  login: operation({
    method: "POST",
    path: "/api/v1/auth/login",
    summary: "Sign in with email and password; the answer sets the session cookie",
    description:
      "A form-encoded post (the sign-in page before its script runs) is answered 303: to `callbackUrl` on " +
      "this site, or back to /login with an error code.",
    public: true,
    body: loginRequest,
    formBody: true,
    response: done,
  }),
  logout: operation({
    method: "POST",
    path: "/api/v1/auth/logout",
    summary: "End the session on the server and clear its cookie",
    public: true,
    response: done,
  }),
  forgotPassword: operation({
    method: "POST",
    path: "/api/v1/auth/forgot-password",
    summary: "Mail a one-hour password reset link; the same answer whether or not the email has an account",
    description:
      "Throttled per email and per address (429 with Retry-After). Accounts that sign in with SSO are mailed " +
      "to use their identity provider instead of a link.",
    public: true,
    body: forgotPasswordInput,
    response: message,
  }),
  resetPassword: operation({
    method: "POST",
    path: "/api/v1/auth/reset-password",
    summary: "Set a new password with a reset link's token; the token works once and every session ends",
    public: true,
    body: resetPasswordInput,
    response: message,
  }),
};
