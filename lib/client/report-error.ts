// Browser-side error reporting: Sentry when a DSN reaches the page, nothing at all otherwise (the SDK
// chunk is never even fetched). The DSN comes from NEXT_PUBLIC_SENTRY_DSN (inlined at build) or, at run
// time, from the <meta name="sentry-dsn"> the root layout renders when the server has SENTRY_DSN.
import { reportDataCollection } from "@/lib/domain/error-reporting";
import { ApiClientError } from "./api";

type Sentry = typeof import("@sentry/nextjs");

let sdk: Promise<Sentry | null> | null = null;

export const sentryDsnMetaName = "sentry-dsn";

/**
 * 4xx answers are the user's or the client's business, never a bug report (the server reports only 5xx too,
 * lib/server/report.ts). An error with a `digest` was thrown while rendering on the server and was reported
 * there (onRequestError).
 */
export function isReportable(error: unknown): boolean {
  if (error instanceof ApiClientError) return !(error.status > 0 && error.status < 500);
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest !== "string";
}

export function readBrowserDsn(): string | undefined {
  const inlined = process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (inlined) return inlined;
  if (typeof document === "undefined") return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${sentryDsnMetaName}"]`);
  return meta?.content || undefined;
}

export function initClientErrorReporting(dsn: string | undefined): void {
  if (!dsn || sdk) return;
  sdk = import("@sentry/nextjs")
    .then((Sentry) => {
      Sentry.init({
        dsn,
        dataCollection: { ...reportDataCollection, httpBodies: [] },
        beforeSend: (event, hint) => (isReportable(hint.originalException) ? event : null),
      });
      return Sentry;
    })
    .catch(() => null);
}

export function reportClientError(error: unknown, tags: Record<string, string> = {}): void {
  if (!sdk || !isReportable(error)) return;
  void sdk.then((Sentry) => Sentry?.captureException(error, { tags }));
}

export function captureRouterTransitionStart(href: string, navigationType: string): void {
  void sdk?.then((Sentry) => Sentry?.captureRouterTransitionStart(href, navigationType));
}
