import type { Instrumentation } from "next";

// Runs once when a server process starts (not during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  await import("./instrumentation-node");
  // Sentry only when SENTRY_DSN is set; without it the SDK is never loaded.
  await (await import("./lib/server/report")).initErrorReporting();
}

// Errors thrown while rendering pages or outside the route wrapper (which reports its own 5xx).
export async function onRequestError(...args: Parameters<Instrumentation.onRequestError>) {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.SENTRY_DSN) return;
  await (await import("./lib/server/report")).reportRequestError(...args);
}
