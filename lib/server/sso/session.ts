// After a single sign-on: the same server session and Auth.js cookie a password sign-in makes.
import { encode } from "next-auth/jwt";
import type { UserRow } from "@/db/schema";
import { env } from "@/lib/env";
import { sessionCookieName } from "../auth/session-token";
import { createSession, sessionLifetimes } from "../auth/sessions";

export async function ssoSessionCookie(user: UserRow, secure: boolean, userAgent: string | null) {
  const sid = await createSession(user.uid, userAgent);
  const name = sessionCookieName(secure);
  const maxAge = Math.floor(sessionLifetimes().absoluteMs / 1000);
  const token = await encode({
    token: { sub: user.uid, email: user.email, sid },
    secret: env().AUTH_SECRET,
    salt: name,
    maxAge,
  });
  const attributes = [`${name}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
