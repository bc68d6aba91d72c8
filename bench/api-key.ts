/**
 * What an API key costs a request: GET /api/v1/self through `route()` with `Authorization: Bearer <key>` (key
 * lookup, expiry/revocation check, scopes, the per-key token bucket, RateLimit-* headers) against the same
 * request with a session cookie, in one process on in-memory PGlite, no HTTP. Prints the p95 difference and
 * fails when it is over 1 ms. Run with `npm run bench api-key`.
 */
import { performance } from "node:perf_hooks";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
process.env.PGLITE_DATA_DIR = "memory://";
delete process.env.DATABASE_URL;

const { closeDb, dbHandle } = await import("@/db");
const { createCompany, createUser, sessionCookie } = await import("../tests/integration/helpers");
const { issueApiKey } = await import("@/lib/server/auth/api-keys");
const self = await import("@/app/api/v1/self/route");
const { NextRequest } = await import("next/server");

await dbHandle().migrate();
const company = await createCompany();
const user = await createUser(company, { roles: ["admin"] });
const cookie = await sessionCookie(user);
const { secret } = await issueApiKey({
  companyUid: company.uid,
  userUid: user.uid,
  name: "Bench",
  role: "viewer",
  scopes: ["self:read"],
  rateLimit: 10_000_000,
});

async function once(headers: Record<string, string>) {
  const req = new NextRequest("http://localhost:3000/api/v1/self", { headers });
  const res = await self.GET(req, { params: Promise.resolve({}) });
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
}

const n = Number(process.env.BENCH_REQUESTS ?? 3000);
async function measure(headers: Record<string, string>) {
  for (let i = 0; i < 200; i++) await once(headers);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await once(headers);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
}

const session = await measure({ cookie });
const key = await measure({ authorization: `Bearer ${secret}` });
const added = key(95) - session(95);
console.log(
  `GET /api/v1/self, ${n} calls each: session p50 ${session(50).toFixed(3)} ms p95 ${session(95).toFixed(3)} ms`,
);
console.log(`                           API key p50 ${key(50).toFixed(3)} ms p95 ${key(95).toFixed(3)} ms`);
console.log(`API key check + rate limit add ${added.toFixed(3)} ms at p95 (budget 1 ms)`);
await closeDb();
if (added > 1) {
  console.error("FAIL: the API key check and rate limit add more than 1 ms at p95");
  process.exit(1);
}
