import { env } from "./lib/env";
import { databaseIsInProcess, prepareDatabase, preparedMessage } from "./lib/server/database-startup";

// Fail fast, naming any missing or malformed variable, before the first request.
try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// An in-memory database exists only in this process: migrate and seed it here, before the first request.
if (databaseIsInProcess()) {
  try {
    console.log(preparedMessage(await prepareDatabase()));
  } catch (error) {
    console.error("Preparing the in-memory database failed:", error);
    process.exit(1);
  }
}

// Webhook deliveries are sent after each commit; this timer (unref'd) fires their retries and picks up what a
// stopped server left.
(await import("./lib/server/webhooks/dispatcher")).startWebhookTimer();
