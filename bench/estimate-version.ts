/**
 * Taking a version of a 50,000-line estimate: by hand, on a status change (the automatic version inside the
 * header write) and on a reopen (a version first). Each figure is the whole service call, median of 3.
 * PGlite in memory by default; BENCH_DATABASE_URL runs it against PostgreSQL.
 * Run with `npm run bench estimate-version`.
 */
import { performance } from "node:perf_hooks";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `plinth_version_bench_${Date.now()}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else {
  process.env.PGLITE_DATA_DIR = "memory://";
  delete process.env.DATABASE_URL;
}

const { closeDb, dbHandle } = await import("@/db");
const { createCompany, createUser } = await import("../tests/integration/helpers");
const { createEstimate, updateEstimate } = await import("@/lib/server/estimate/service");
const { replaceInputs, replaceMarkups } = await import("@/lib/server/estimate/inputs");
const { writeLines } = await import("@/lib/server/estimate/lines");
const { createVersion } = await import("@/lib/server/estimate/versions");
const { reopenEstimate } = await import("@/lib/server/estimate/lock");
const { typicalMarkupStack } = await import("@/lib/seed/estimates");

const LINES = Number(process.env.BENCH_LINES ?? 50_000);

await dbHandle().migrate();
const company = await createCompany();
const user = await createUser(company, { roles: ["admin"] });
const scope = {
  user,
  company,
  role: "admin" as const,
  actingAs: false,
  sessionUid: null,
  apiKeyUid: null,
  requestId: "bench",
};
const ms = (t: number) => performance.now() - t;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const estimate = await createEstimate(scope, { name: "Version bench" });
await replaceInputs(scope, estimate.uid, { inputs: [{ name: "GSF", value: 250_000 }] });
await replaceMarkups(scope, estimate.uid, { markups: typicalMarkupStack as never });
for (let i = 0; i < LINES; i += 10_000) {
  await writeLines(scope, estimate.uid, {
    create: Array.from({ length: Math.min(10_000, LINES - i) }, (_, k) => {
      const n = i + k;
      return {
        cost_code: `${String(1 + (n % 33)).padStart(2, "0")} ${String((n * 7) % 100).padStart(2, "0")} 00`,
        description: `Line item ${n}, with a description of a usual length`,
        quantity: n % 4 === 0 ? `GSF * 0.0${1 + (n % 9)}` : String(10 + (n % 500) + (n % 7) / 8),
        unit: ["SF", "CY", "EA", "LF"][n % 4],
        unit_cost_cents: 1000 + ((n * 7919) % 250_000) / 100,
      };
    }),
    update: [],
    delete: [],
  });
}

const manual: number[] = [];
const status: number[] = [];
const reopen: number[] = [];
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  await createVersion(scope, estimate.uid, { name: `By hand ${r}` });
  manual.push(ms(t));
  t = performance.now();
  await updateEstimate(scope, estimate.uid, { status: "final" });
  status.push(ms(t));
  t = performance.now();
  await reopenEstimate(scope, estimate.uid, { reason: "bench" });
  reopen.push(ms(t));
}
const fmt = (xs: number[]) => `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(" / ")})`;
console.log(`${LINES.toLocaleString()} lines — take a version by hand: ${fmt(manual)}`);
console.log(`  status → final (header write + automatic version): ${fmt(status)}`);
console.log(`  reopen (version first): ${fmt(reopen)}`);
await closeDb();
await dropDatabase();
process.exit(0);
