import { describe, expect, it } from "vitest";
import {
  apiContentSecurityPolicy,
  baseSecurityHeaders,
  strictTransportSecurity,
} from "@/lib/domain/security-headers";
import { parseEnv } from "@/lib/env";
import {
  isHttpsRequest,
  newNonce,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
} from "@/lib/server/security-headers";

const base = { AUTH_SECRET: "x".repeat(32), NODE_ENV: "production" };
const embedded = { PUSHER_APP_ID: "1", PUSHER_KEY: "key", PUSHER_SECRET: "secret", PUSHER_PORT: "6101" };
const nonce = "bm9uY2Utb2YtdGhpcy1yZXF1ZXN0";

function policy(source: Record<string, string> = {}, https = false): string {
  return pageContentSecurityPolicy(parseEnv({ ...base, ...embedded, ...source }), { nonce, https });
}

/** The sources of one directive of a policy. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

const everyDirective = [
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "worker-src",
];
const allSources = (csp: string) => everyDirective.flatMap((d) => directive(csp, d));

describe("page Content-Security-Policy", () => {
  it("runs scripts only with the request's nonce, never inline ones", () => {
    const scripts = directive(policy(), "script-src");
    expect(scripts).toContain(`'nonce-${nonce}'`);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Every configured service at once still adds no inline script.
    const full = policy({
      GOOGLE_MAPS_API_KEY: "maps-key",
      SENTRY_DSN: "https://k@o1.ingest.sentry.io/2",
      S3_BUCKET: "plinth-files",
    });
    expect(directive(full, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("allows React's eval in development only", () => {
    expect(directive(policy({ NODE_ENV: "development" }), "script-src")).toContain("'unsafe-eval'");
  });

  it("is never framed, loads no plugins and keeps forms and <base> at home", () => {
    const csp = policy();
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'none'"]);
    expect(directive(csp, "form-action")).toEqual(["'self'"]);
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
  });

  it("allows only the app itself, the realtime server and image previews without optional services", () => {
    const csp = policy();
    expect(directive(csp, "connect-src")).toEqual(["'self'", "ws://127.0.0.1:6101", "wss://127.0.0.1:6101"]);
    expect(directive(csp, "img-src")).toEqual(["'self'", "blob:", "data:"]);
    expect(directive(csp, "frame-src")).toEqual(["'self'"]);
    expect(directive(csp, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(allSources(csp).join(" ")).not.toMatch(/sentry|google|gstatic|amazonaws|pusher\.com/);
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("follows the realtime server's public address, and opens no socket without one", () => {
    const tls = policy({ PUSHER_HOST: "soketi.internal", PUSHER_PUBLIC_HOST: "rt.example.com" });
    expect(directive(tls, "connect-src")).toContain("ws://rt.example.com:6101");
    expect(directive(tls, "connect-src").join(" ")).not.toContain("soketi.internal");
    const secure = policy({ PUSHER_HOST: "rt.example.com", PUSHER_PORT: "443", PUSHER_USE_TLS: "true" });
    expect(directive(secure, "connect-src")).toEqual(["'self'", "wss://rt.example.com:443"]);
    const none = pageContentSecurityPolicy(parseEnv(base), { nonce, https: false });
    expect(directive(none, "connect-src")).toEqual(["'self'"]);
  });

  it("reaches hosted Pusher by its cluster's hosts", () => {
    const hosted = parseEnv({ ...base, ...embedded, PUSHER_PORT: undefined, PUSHER_CLUSTER: "eu" });
    const connect = directive(pageContentSecurityPolicy(hosted, { nonce, https: false }), "connect-src");
    expect(connect).toEqual(["'self'", "wss://ws-eu.pusher.com", "https://sockjs-eu.pusher.com"]);
  });

  it("posts error reports to Sentry's ingest origin only when a DSN is configured", () => {
    const csp = policy({ SENTRY_DSN: "https://public@o123.ingest.us.sentry.io/456" });
    expect(directive(csp, "connect-src")).toContain("https://o123.ingest.us.sentry.io");
    expect(csp).not.toContain("public@");
    const inlined = pageContentSecurityPolicy(
      { ...parseEnv({ ...base }), NEXT_PUBLIC_SENTRY_DSN: "https://k@o9.ingest.sentry.io/1" },
      { nonce, https: false },
    );
    expect(directive(inlined, "connect-src")).toEqual(["'self'", "https://o9.ingest.sentry.io"]);
    expect(policy()).not.toContain("sentry");
  });

  it("loads Google Maps only with an API key, as Google documents", () => {
    const csp = policy({ GOOGLE_MAPS_API_KEY: "maps-key" });
    expect(directive(csp, "script-src")).toContain("https://maps.googleapis.com");
    expect(directive(csp, "img-src")).toEqual(
      expect.arrayContaining(["https://*.googleapis.com", "https://*.gstatic.com"]),
    );
    expect(directive(csp, "connect-src")).toContain("https://*.googleapis.com");
    expect(directive(csp, "font-src")).toContain("https://fonts.gstatic.com");
    expect(directive(csp, "style-src")).toContain("https://fonts.googleapis.com");
    expect(directive(csp, "frame-src")).toContain("https://*.google.com");
    expect(directive(csp, "worker-src")).toContain("blob:");
    expect(csp).not.toContain("maps-key");
    expect(policy()).not.toMatch(/google|gstatic/);
  });

  it("reads and uploads S3 files only when S3 is configured", () => {
    const aws = policy({ S3_BUCKET: "plinth-files", S3_REGION: "eu-west-1" });
    const bucket = "https://plinth-files.s3.eu-west-1.amazonaws.com";
    for (const d of ["img-src", "connect-src", "frame-src"]) expect(directive(aws, d)).toContain(bucket);

    const custom = policy({
      S3_BUCKET: "files",
      S3_ENDPOINT: "https://minio.example.com:9000",
      S3_PUBLIC_URL: "https://cdn.example.com/files/",
    });
    expect(directive(custom, "connect-src")).toEqual(
      expect.arrayContaining(["https://minio.example.com:9000", "https://cdn.example.com"]),
    );
    expect(directive(custom, "img-src")).toContain("https://cdn.example.com");
    expect(custom).not.toContain("amazonaws");

    expect(policy({ S3_ENDPOINT: "https://minio.example.com:9000" })).not.toContain("minio");
  });

  it("keeps a malformed configured host from adding sources or directives", () => {
    const csp = policy({ PUSHER_HOST: "evil.test; script-src *", S3_BUCKET: "a'b" });
    expect(directive(csp, "script-src")).not.toContain("*");
    expect(csp.split(";").filter((d) => d.trim().startsWith("script-src"))).toHaveLength(1);
    expect(csp).not.toContain("evil.test");
    expect(csp).not.toContain("a'b");
  });

  it("upgrades insecure requests on https only", () => {
    expect(policy({}, true)).toContain("upgrade-insecure-requests");
  });
});

describe("security headers", () => {
  it("are complete on a page, with HSTS only over https", () => {
    const plain = pageSecurityHeaders("csp", false);
    expect(plain).toMatchObject({
      "content-security-policy": "csp",
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(plain["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(plain).not.toHaveProperty("strict-transport-security");
    expect(pageSecurityHeaders("csp", true)["strict-transport-security"]).toBe(strictTransportSecurity);
  });

  it("shut API answers out of everything", () => {
    expect(apiContentSecurityPolicy).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(Object.keys(baseSecurityHeaders)).toEqual(
      expect.arrayContaining([
        "x-frame-options",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
      ]),
    );
  });

  it("tell https from the request or the proxy in front", () => {
    const url = (u: string) => new URL(u);
    expect(isHttpsRequest(url("https://app.test/"), new Headers())).toBe(true);
    expect(isHttpsRequest(url("http://app.test/"), new Headers())).toBe(false);
    expect(isHttpsRequest(url("http://app.test/"), new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(isHttpsRequest(url("http://app.test/"), new Headers({ "x-forwarded-proto": "http, https" }))).toBe(
      false,
    );
  });

  it("use a fresh nonce for every page", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
