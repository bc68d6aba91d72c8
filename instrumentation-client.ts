// Runs in the browser before the app hydrates. Error reporting starts only when a DSN is configured.
import {
  captureRouterTransitionStart,
  initClientErrorReporting,
  readBrowserDsn,
} from "./lib/client/report-error";

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
