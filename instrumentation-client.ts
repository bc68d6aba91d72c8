// Runs in the browser before the app hydrates. Error reporting starts only when a DSN is configured.
import { config as zodConfig } from "zod/v4/core";
import {
  captureRouterTransitionStart,
  initClientErrorReporting,
  readBrowserDsn,
} from "./lib/client/report-error";

// Pages forbid eval (Content-Security-Policy): zod would otherwise probe for it with `Function("")` on its
// first object parse, which the browser reports as a policy violation. The setting is global (zod keeps it on
// globalThis); importing it from zod's core rather than `zod` keeps the schema library out of the first chunk.
zodConfig({ jitless: true });

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
