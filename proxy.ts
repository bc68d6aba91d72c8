import { type NextRequest, NextResponse } from "next/server";
import { readSessionId } from "@/lib/server/auth/session-token";

// Pages only decide here whether to send a visitor to sign in; every page and API request is authorised
// again on the server against the sessions table. The proxy never writes the session cookie: it is set once
// at sign-in with the session's absolute lifetime (auth.ts), so it cannot outlive the session it carries
// (Auth.js's own middleware re-issued it with its 30-day default on every page view).
const publicPaths = [/^\/login(\/|$)/, /^\/users\/activate\//];

export default async function proxy(req: NextRequest) {
  if (publicPaths.some((p) => p.test(req.nextUrl.pathname))) return NextResponse.next();
  if (await readSessionId(req)) return NextResponse.next();
  const login = new URL("/login", req.nextUrl);
  login.searchParams.set("callbackUrl", `${req.nextUrl.pathname}${req.nextUrl.search}`);
  return NextResponse.redirect(login);
}

// API routes authenticate in the route wrapper (through the proxy halves their throughput).
export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt)$).*)"],
};
