import { baseSecurityHeaders, strictTransportSecurity } from "@/lib/domain/security-headers";
import type { Env } from "@/lib/env";
import { realtimeConfigFrom } from "@/lib/server/realtime/config";

// The Content-Security-Policy of pages (security finding 3), built per request by proxy.ts with its nonce.
// The fixed headers of every response are in lib/domain/security-headers.ts.

/** What the page policy depends on: the configured services, and how the page is served. */
export type PolicyEnv = Pick<
  Env,
  | "NODE_ENV"
  | "SENTRY_DSN"
  | "GOOGLE_MAPS_API_KEY"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_PUBLIC_URL"
  | "PUSHER_APP_ID"
  | "PUSHER_KEY"
  | "PUSHER_SECRET"
  | "PUSHER_CLUSTER"
  | "PUSHER_HOST"
  | "PUSHER_PORT"
  | "PUSHER_USE_TLS"
  | "PUSHER_PUBLIC_HOST"
  | "PUSHER_PUBLIC_PORT"
  | "PUSHER_PUBLIC_USE_TLS"
> & {
  /** Inlined into the browser bundle at build time when set; the browser reports there first. */
  NEXT_PUBLIC_SENTRY_DSN?: string;
};

export type PolicyRequest = { nonce: string; https: boolean };

/** A source from configuration must not smuggle in another source or directive. */
const isSafeSource = (source: string) => source.length > 0 && !/[\s;,'"]/.test(source);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** Where the browser opens its realtime WebSocket (pusher-js switches to TLS by itself on an https page). */
function realtimeSources(env: PolicyEnv): string[] {
  const client = realtimeConfigFrom(env)?.client;
  if (!client) return [];
  const schemes = client.forceTLS ? ["wss"] : ["ws", "wss"];
  if (client.cluster) {
    // Hosted Pusher: the WebSocket host, and the host of its HTTP fallback transports (stats are disabled).
    const http = client.forceTLS ? ["https"] : ["http", "https"];
    return [
      ...schemes.map((s) => `${s}://ws-${client.cluster}.pusher.com`),
      ...http.map((s) => `${s}://sockjs-${client.cluster}.pusher.com`),
    ];
  }
  return schemes.map((s) => `${s}://${client.wsHost}:${client.wsPort}`);
}

/** Where error reports are posted: the ingest origin of each DSN the browser may use. */
function sentrySources(env: PolicyEnv): string[] {
  return [env.NEXT_PUBLIC_SENTRY_DSN, env.SENTRY_DSN].map(originOf).filter((o): o is string => o !== null);
}

/** Uploads (presigned PUT), signed file reads (TIFF fetch, PDF frame) and public images of the bucket. */
function s3Sources(env: PolicyEnv): string[] {
  const bucket = env.S3_BUCKET;
  if (!bucket) return [];
  const sources = [originOf(env.S3_PUBLIC_URL)];
  if (env.S3_ENDPOINT) sources.push(originOf(env.S3_ENDPOINT));
  else {
    sources.push(`https://${bucket}.s3.${env.S3_REGION}.amazonaws.com`);
    // The SDK addresses a bucket whose name has dots path-style (its TLS certificate covers one label).
    if (bucket.includes(".")) sources.push(`https://s3.${env.S3_REGION}.amazonaws.com`);
  }
  return sources.filter((s): s is string => s !== null);
}

/** Google's documented policy for the Maps JavaScript API (places library), only with an API key. */
const googleMaps = {
  script: ["'unsafe-eval'", "https://maps.googleapis.com"],
  style: ["https://fonts.googleapis.com"],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
  font: ["https://fonts.gstatic.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com", "data:", "blob:"],
  frame: ["https://*.google.com"],
  worker: ["blob:"],
};

/**
 * The Content-Security-Policy of a page. Scripts run only with this request's nonce (Next puts it on its own
 * scripts; 'strict-dynamic' lets them load their chunks and the Maps script) — never 'unsafe-inline'. Styles
 * allow 'unsafe-inline': Radix and the grid position elements with style attributes, which no nonce covers.
 */
export function pageContentSecurityPolicy(env: PolicyEnv, request: PolicyRequest): string {
  const maps = Boolean(env.GOOGLE_MAPS_API_KEY);
  const s3 = s3Sources(env);
  const pick = (list: string[]) => (maps ? list : []);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      [
        "'self'",
        `'nonce-${request.nonce}'`,
        "'strict-dynamic'",
        // React needs eval in development only (rebuilding server error stacks).
        ...(env.NODE_ENV === "development" ? ["'unsafe-eval'"] : []),
        ...pick(googleMaps.script),
      ],
    ],
    ["style-src", ["'self'", "'unsafe-inline'", ...pick(googleMaps.style)]],
    // blob: for an image decoded before resizing, data: for inline images (and map icons).
    ["img-src", ["'self'", "blob:", "data:", ...s3, ...pick(googleMaps.img)]],
    ["font-src", ["'self'", ...pick(googleMaps.font)]],
    [
      "connect-src",
      ["'self'", ...realtimeSources(env), ...sentrySources(env), ...s3, ...pick(googleMaps.connect)],
    ],
    // PDF previews are framed from the app's own storage or the bucket.
    ["frame-src", ["'self'", ...s3, ...pick(googleMaps.frame)]],
    ["worker-src", ["'self'", ...pick(googleMaps.worker)]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const parts = directives.map(([name, sources]) => {
    const unique = [...new Set(sources)].filter((s) => s.startsWith("'") || isSafeSource(s));
    return `${name} ${unique.join(" ")}`;
  });
  if (request.https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Every security header of a page response (and of the proxy's redirect to sign in). */
export function pageSecurityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    ...baseSecurityHeaders,
    "content-security-policy": csp,
    ...(https ? { "strict-transport-security": strictTransportSecurity } : {}),
  };
}

/** Whether the request reached the app (or the TLS-terminating proxy in front of it) over https. */
export function isHttpsRequest(url: URL, headers: Headers): boolean {
  if (url.protocol === "https:") return true;
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}

/** A fresh nonce per page request: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
