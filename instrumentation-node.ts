import { env } from "./lib/env";

// Fail fast, naming any missing or malformed variable, before the first request.
try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
