// Runs in the browser before the app hydrates. Error reporting starts only when a DSN is configured.
import { z } from "zod";
import {
  captureRouterTransitionStart,
  initClientErrorReporting,
  readBrowserDsn,
} from "./lib/client/report-error";

// Pages forbid eval (Content-Security-Policy): zod would otherwise probe for it with `Function("")` on its
// first object parse, which the browser reports as a policy violation.
z.config({ jitless: true });

const dsn = readBrowserDsn();
if (dsn) {
  initClientErrorReporting(dsn);
} else if (document.readyState === "loading") {
  // The <meta> carrying a run-time DSN may not be parsed yet when this script runs.
  document.addEventListener("DOMContentLoaded", () => initClientErrorReporting(readBrowserDsn()), {
    once: true,
  });
}

export function onRouterTransitionStart(href: string, navigationType: string) {
  captureRouterTransitionStart(href, navigationType);
}
