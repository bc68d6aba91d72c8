// Signing in and out: the login form's fields and the operations under /api/v1/auth.
import { z } from "zod";
import { required } from "@/lib/domain/validation";
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
};
