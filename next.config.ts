import { withSentryConfig } from "@sentry/nextjs/config";
import type { NextConfig } from "next";
import {
  apiContentSecurityPolicy,
  baseSecurityHeaders,
  fallbackContentSecurityPolicy,
  storedFileContentSecurityPolicy,
  strictTransportSecurity,
} from "./lib/domain/security-headers";

const header = (key: string, value: string) => ({ key, value });

// Security headers (lib/domain/security-headers.ts). Pages get their per-request policy with a nonce from
// proxy.ts, which overrides the fallback policy here; API routes and static files never pass the proxy
// (through it API throughput halves), so they get theirs here. A later rule overrides an earlier one, and
// these win over a header the route handler sets itself (Next keeps the one already on the response).
const securityHeaders: NextConfig["headers"] = async () => [
  {
    source: "/:path*",
    headers: [
      ...Object.entries(baseSecurityHeaders).map(([key, value]) => header(key, value)),
      header("content-security-policy", fallbackContentSecurityPolicy),
    ],
  },
  {
    source: "/:path*",
    has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
    headers: [header("strict-transport-security", strictTransportSecurity)],
  },
  { source: "/api/:path*", headers: [header("content-security-policy", apiContentSecurityPolicy)] },
  {
    // Locally stored files: PDF previews are framed by the app's own pages.
    source: "/api/v1/storage/file/:path*",
    headers: [
      header("content-security-policy", storedFileContentSecurityPolicy),
      header("x-frame-options", "SAMEORIGIN"),
    ],
  },
];

const nextConfig: NextConfig = {
  // PGlite and argon2 load native/wasm assets at run time, pdfkit its font metrics files; bundling them breaks
  // `next start`.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pdfkit"],
  // A self-contained server in .next/standalone (the Dockerfile's image; scripts/check-standalone.mjs runs it in
  // CI). `npm start` keeps serving the build in place through scripts/serve.mjs.
  output: "standalone",
  poweredByHeader: false,
  typedRoutes: false,
  // `npm run typecheck` (in CI) checks every file, tests included; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  headers: securityHeaders,
  // A clean CI clone builds once and never reads Turbopack's build cache back: writing it cost 10–44 s a build.
  // Everywhere else it stays on (the staleness check's rebuilds reuse it).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  async redirects() {
    return [
      { source: "/", destination: "/dashboard", permanent: false },
      { source: "/projects", destination: "/project", permanent: false },
      { source: "/ai-conversation", destination: "/ai-conversation/add", permanent: false },
    ];
  },
};

// Sentry's build integration stays offline: no telemetry, and no release or source-map upload unless a
// SENTRY_AUTH_TOKEN is given. Reporting itself is switched on at run time by SENTRY_DSN (lib/server/report.ts).
const uploadToSentry = Boolean(process.env.SENTRY_AUTH_TOKEN);

export default withSentryConfig(nextConfig, {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !uploadToSentry },
  release: { create: uploadToSentry },
  useRunAfterProductionCompileHook: uploadToSentry,
});
