import "server-only";
import { sentryDsnMetaName } from "@/lib/client/report-error";
import { sentryDsn } from "@/lib/server/report";

/**
 * Hands the server's SENTRY_DSN to the browser at run time (React hoists the tag into <head>). Pages
 * prerendered at build time carry the value the build saw; NEXT_PUBLIC_SENTRY_DSN covers those.
 */
export function SentryDsnMeta() {
  const dsn = sentryDsn();
  return dsn ? <meta name={sentryDsnMetaName} content={dsn} /> : null;
}
