import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";

process.env.AUTH_SECRET ??= "integration-tests-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
// Every success answer is checked against its declared response schema (lib/server/response-check.ts).
process.env.PLINTH_CHECK_RESPONSES = "1";
// The OpenID provider and webhook receivers of the tests listen on http://127.0.0.1 (lib/server/net/outbound.ts).
process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
// The isolation matrix sends hundreds of requests with the same few API keys within a minute; the default per-key
// limit (120 a minute) would answer 429 there. The rate-limit tests give their keys a small limit of their own.
process.env.API_KEY_RATE_LIMIT = "1000000";
// Rate limits count in process: the suites' fixed addresses and emails would otherwise share Redis counts between
// runs. tests/integration/rate-limit-redis.test.ts uses this Redis (else 127.0.0.1:6379) with a prefix of its own.
if (process.env.REDIS_URL) process.env.TEST_REDIS_URL ??= process.env.REDIS_URL;
delete process.env.REDIS_URL;
const databaseUrl = inject("databaseUrl");
if (databaseUrl) {
  process.env.DATABASE_URL = databaseUrl;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = "memory://";
}

const { closeDb, dbHandle, startInMemoryFrom } = await import("@/db");
const template = databaseUrl ? undefined : inject("pgliteTemplate");
if (template) startInMemoryFrom(new Blob([readFileSync(template)]));

beforeAll(async () => {
  if (!databaseUrl) await dbHandle().migrate();
});

afterAll(async () => {
  await closeDb();
});
