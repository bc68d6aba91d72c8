import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { ForbiddenError } from "./errors";

// A browser sends the session cookie with a form or fetch from any site; the API refuses state-changing
// requests that a browser says came from elsewhere. API keys are not sent by browsers on their own, so a
// request with `Authorization` is not a cross-site risk and is not checked.
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
export const crossSiteMessage =
  "This request came from another site and was refused. Use Plinth itself, or an API key for integrations.";

/** The origin the browser addressed, from Host (or the proxy's X-Forwarded-Host and -Proto). */
export function requestOrigin(headers: Headers, defaultProto = "http"): string | undefined {
  const host = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim();
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || defaultProto;
  return host ? `${proto}://${host}` : undefined;
}

/** The origins this app is served from: the address the request reached, as forwarded, and APP_URL. */
function ownOrigins(req: NextRequest): Set<string> {
  const origins = new Set([req.nextUrl.origin, new URL(env().APP_URL).origin]);
  const addressed = requestOrigin(req.headers, req.nextUrl.protocol.slice(0, -1));
  if (addressed) origins.add(addressed);
  return origins;
}

/** 403 for a write a browser made from another origin (Origin, else Sec-Fetch-Site, tells). */
export function refuseCrossSite(req: NextRequest) {
  if (safeMethods.has(req.method) || req.headers.has("authorization")) return;
  const origin = req.headers.get("origin");
  if (origin !== null) {
    if (!ownOrigins(req).has(origin)) throw new ForbiddenError(crossSiteMessage);
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") throw new ForbiddenError(crossSiteMessage);
}
