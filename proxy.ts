import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { readSessionId } from "@/lib/server/auth/session-token";
import {
  isHttpsRequest,
  newNonce,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
} from "@/lib/server/security-headers";

// Pages only decide here whether to send a visitor to sign in; every page and API request is authorised
// again on the server against the sessions table. The proxy never writes the session cookie: it is set once
// at sign-in with the session's absolute lifetime (auth.ts), so it cannot outlive the session it carries
// (Auth.js's own middleware re-issued it with its 30-day default on every page view).
const publicPaths = [
  /^\/login(\/|$)/,
  /^\/users\/activate\//,
  /^\/forgot-password\/?$/,
  /^\/reset-password\//,
  // The bidder portal: the link's token is the credential (no account).
  /^\/bid\/[^/]+\/?$/,
];

// Every page answer, the redirect to sign in included, carries the security headers. The policy's nonce is
// also set on the request: Next reads it from there and puts it on its own scripts, and the root layout
// hands `x-nonce` to the theme script. Pages render per request (the root layout reads headers()).
export default async function proxy(req: NextRequest) {
  const nonce = newNonce();
  const https = isHttpsRequest(req.nextUrl, req.headers);
  const policyEnv = { ...env(), NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN };
  const headers = pageSecurityHeaders(pageContentSecurityPolicy(policyEnv, { nonce, https }), https);

  let res: NextResponse;
  if (publicPaths.some((p) => p.test(req.nextUrl.pathname)) || (await readSessionId(req))) {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    // The signed-in layout asks whether the page's subject exists before anything streams (lib/server/page-exists.ts).
    requestHeaders.set("x-pathname", req.nextUrl.pathname);
    requestHeaders.set("content-security-policy", headers["content-security-policy"]!);
    res = NextResponse.next({ request: { headers: requestHeaders } });
  } else {
    const login = new URL("/login", req.nextUrl);
    login.searchParams.set("callbackUrl", `${req.nextUrl.pathname}${req.nextUrl.search}`);
    res = NextResponse.redirect(login);
  }
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

// API routes authenticate in the route wrapper (through the proxy halves their throughput); they and static
// files get their security headers from next.config.ts. Only /api itself and /api/… are skipped: the
// /api-reference page is a page like any other (it needs its nonce).
export const config = {
  matcher: [
    "/((?!api/|api$|_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt)$).*)",
  ],
};
