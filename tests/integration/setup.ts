import { afterAll, beforeAll, inject } from "vitest";

process.env.AUTH_SECRET ??= "integration-tests-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
// Every success answer is checked against its declared response schema (lib/server/response-check.ts).
process.env.PLINTH_CHECK_RESPONSES = "1";
// The OpenID provider and webhook receivers of the tests listen on http://127.0.0.1 (lib/server/net/outbound.ts).
process.env.OUTBOUND_ALLOW_LOOPBACK = "1";
const databaseUrl = inject("databaseUrl");
if (databaseUrl) {
  process.env.DATABASE_URL = databaseUrl;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = "memory://";
}

const { closeDb, dbHandle } = await import("@/db");

beforeAll(async () => {
  if (!databaseUrl) await dbHandle().migrate();
});

afterAll(async () => {
  await closeDb();
});
