import type { Instrumentation } from "next";
import { reportDataCollection } from "@/lib/domain/error-reporting";

// Server-side error reporting: Sentry when SENTRY_DSN is set, nothing at all otherwise (the SDK is not
// even loaded, so nothing tries the network). Only 5xx-class failures come here: the route wrapper
// answers 4xx itself and never reports them: a refused request is not a bug.

type Sentry = typeof import("@sentry/nextjs");

const holder = globalThis as unknown as { __plinthSentry?: Promise<Sentry | null> };

export function sentryDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || undefined;
}

/** Loads and initialises the SDK once per process; null when no DSN is configured. */
function sentry(): Promise<Sentry | null> {
  holder.__plinthSentry ??= (async () => {
    const dsn = sentryDsn();
    if (!dsn) return null;
    const Sentry = await import("@sentry/nextjs");
    // Another bundle of this process may have initialised it already (Sentry keeps its client global).
    if (!Sentry.getClient()) {
      Sentry.init({
        dsn,
        environment: process.env.SENTRY_ENVIRONMENT?.trim() || process.env.NODE_ENV,
        // Errors only: no performance tracing (no tracesSampleRate), no cookies, headers or bodies.
        dataCollection: { ...reportDataCollection, httpBodies: [] },
      });
    }
    return Sentry;
  })().catch((error) => {
    console.error("Error reporting could not start:", error);
    return null;
  });
  return holder.__plinthSentry;
}

/** Called from instrumentation.ts when the server starts. */
export async function initErrorReporting(): Promise<boolean> {
  return (await sentry()) !== null;
}

/** Reports an unexpected server error (never awaited by callers; never throws). */
export function reportError(error: unknown, context: { requestId?: string; route?: string } = {}): void {
  if (!sentryDsn()) return;
  void sentry().then((Sentry) => {
    Sentry?.withScope((scope) => {
      if (context.requestId) scope.setTag("request_id", context.requestId);
      if (context.route) scope.setTag("route", context.route);
      Sentry.captureException(error);
    });
  });
}

/** Next's hook for errors thrown while rendering pages and in handlers outside the route wrapper. */
export async function reportRequestError(...args: Parameters<Instrumentation.onRequestError>): Promise<void> {
  if (!sentryDsn()) return;
  const Sentry = await sentry();
  Sentry?.captureRequestError(...args);
}
