import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";

export const sessionCookieName = (secure: boolean) =>
  secure ? "__Secure-authjs.session-token" : "authjs.session-token";

// Decrypting the JWE costs ~0.7 ms; a cookie always decodes to the same sid, so remember recent ones.
// Safe because the sid is still checked against the sessions table on every request.
const decoded = new Map<string, string | null>();
const maxDecoded = 5_000;

/** The server session id inside the Auth.js cookie of a request (or of a page's request headers), or null. */
export async function readSessionId(source: { headers: Headers }): Promise<string | null> {
  const cookie = source.headers.get("cookie") ?? "";
  if (!cookie.includes("authjs.session-token")) return null;
  const known = decoded.get(cookie);
  if (known !== undefined) return known;
  // Auth.js names the cookie by whether the site runs on https; whichever is present is the one to read.
  const secure = cookie.includes(sessionCookieName(true));
  const token = await getToken({ req: source, secret: env().AUTH_SECRET, secureCookie: secure }).catch(
    () => null,
  );
  const sid = typeof token?.sid === "string" ? token.sid : null;
  if (decoded.size >= maxDecoded) decoded.delete(decoded.keys().next().value!);
  decoded.set(cookie, sid);
  return sid;
}
