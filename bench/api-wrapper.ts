/**
 * The cost the route wrapper adds to every API call: GET /api/v1/self through `route()` — cookie decode,
 * session row check, scope, permission, ETag — against in-memory PGlite, in one process, no HTTP.
 * Run with `npm run bench api-wrapper`.
 */
import { performance } from "node:perf_hooks";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
process.env.PGLITE_DATA_DIR = "memory://";
delete process.env.DATABASE_URL;

const { closeDb, dbHandle } = await import("@/db");
const { createCompany, createUser, sessionCookie } = await import("../tests/integration/helpers");
const self = await import("@/app/api/v1/self/route");
const { NextRequest } = await import("next/server");

await dbHandle().migrate();
const company = await createCompany();
const user = await createUser(company, { roles: ["viewer"] });
const cookie = await sessionCookie(user);

async function once() {
  const req = new NextRequest("http://localhost:3000/api/v1/self", { headers: { cookie } });
  const res = await self.GET(req, { params: Promise.resolve({}) });
  if (res.status !== 200) throw new Error(`status ${res.status}`);
}

for (let i = 0; i < 200; i++) await once();
const n = Number(process.env.BENCH_REQUESTS ?? 3000);
const times: number[] = [];
const started = performance.now();
for (let i = 0; i < n; i++) {
  const t = performance.now();
  await once();
  times.push(performance.now() - t);
}
const total = performance.now() - started;
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(3);
console.log(`GET /api/v1/self via route(): ${n} calls in ${(total / 1000).toFixed(2)} s`);
console.log(
  `  ${(n / (total / 1000)).toFixed(0)} calls/s serial · p50 ${pct(50)} ms · p95 ${pct(95)} ms · p99 ${pct(99)} ms`,
);
await closeDb();
