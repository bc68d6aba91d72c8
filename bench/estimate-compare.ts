/**
 * The compare of two versions of a 50,000-line estimate (≤ 1 s): a version is taken, a tenth of the lines change
 * (quantity or unit cost), some are deleted and some added, a second version is taken, then the two are compared
 * through the service (read both snapshots, diff per line, division and markup) and as CSV. Also times taking a
 * version and comparing a version with the live estimate (which snapshots it in memory).
 * PGlite in memory by default; BENCH_DATABASE_URL runs it against PostgreSQL.
 * Run with `npm run bench estimate-compare`.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `plinth_compare_bench_${Date.now()}`;
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

const { closeDb, db, dbHandle } = await import("@/db");
const { createCompany, createUser } = await import("../tests/integration/helpers");
const { createEstimate } = await import("@/lib/server/estimate/service");
const { replaceInputs, replaceMarkups } = await import("@/lib/server/estimate/inputs");
const { writeLines } = await import("@/lib/server/estimate/lines");
const { createVersion } = await import("@/lib/server/estimate/versions");
const { compareEstimates, compareCsv } = await import("@/lib/server/estimate/compare");
const { typicalMarkupStack } = await import("@/lib/seed/estimates");

const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const LIMIT_MS = 1_000;

await dbHandle().migrate();
const company = await createCompany();
const user = await createUser(company, { roles: ["editor"] });
const scope = {
  user,
  company,
  role: "editor" as const,
  actingAs: false,
  sessionUid: null,
  apiKeyUid: null,
  requestId: "bench",
};
const ms = (t: number) => performance.now() - t;

function line(i: number) {
  const division = String(1 + (i % 33)).padStart(2, "0");
  const kind = i % 4;
  return {
    cost_code: `${division} ${String((i * 7) % 100).padStart(2, "0")} ${String(i % 20).padStart(2, "0")}`,
    description: `Line item ${i}`,
    quantity: kind === 0 ? `GSF * 0.0${1 + (i % 9)}` : String(10 + (i % 500) + (i % 7) / 8),
    unit: ["SF", "CY", "EA", "LF"][kind],
    unit_cost_cents: 1000 + ((i * 7919) % 250_000) / 100,
  };
}

const estimate = await createEstimate(scope, { name: "Compare bench" });
await replaceInputs(scope, estimate.uid, { inputs: [{ name: "GSF", value: 250_000 }] });
await replaceMarkups(scope, estimate.uid, { markups: typicalMarkupStack as never });
for (let i = 0; i < LINES; i += 10_000) {
  await writeLines(scope, estimate.uid, {
    create: Array.from({ length: Math.min(10_000, LINES - i) }, (_, k) => line(i + k)),
    update: [],
    delete: [],
  });
}

let t = performance.now();
const before = await createVersion(scope, estimate.uid, { name: "Before" });
console.log(`take a version of ${LINES.toLocaleString()} lines: ${ms(t).toFixed(0)} ms`);

// About a fifth of the lines change in SQL (quantity +1, or unit cost +1 ¢), 1 in 16 is deleted, 500 are added.
await db().execute(sql`update estimate_lines set quantity = (quantity::numeric + 1)::text
  where estimate_uid = ${estimate.uid}::uuid and quantity ~ '^[0-9.]+$' and (position::bigint % 10) = 1`);
await db().execute(sql`update estimate_lines set unit_cost_cents = unit_cost_cents + 1
  where estimate_uid = ${estimate.uid}::uuid and (position::bigint % 10) = 2`);
await db().execute(
  sql`delete from estimate_lines where estimate_uid = ${estimate.uid}::uuid and uid::text like '0%'`,
);
await writeLines(scope, estimate.uid, {
  create: Array.from({ length: 500 }, (_, k) => line(LINES + k)),
  update: [],
  delete: [],
});
const after = await createVersion(scope, estimate.uid, { name: "After" });

const runs: number[] = [];
let result = await compareEstimates(scope, {
  left: { kind: "version", uid: before.uid },
  right: { kind: "version", uid: after.uid },
  changes_only: false,
});
for (let r = 0; r < 3; r++) {
  t = performance.now();
  result = await compareEstimates(scope, {
    left: { kind: "version", uid: before.uid },
    right: { kind: "version", uid: after.uid },
    changes_only: false,
  });
  runs.push(ms(t));
}
const s = result.summary;
console.log(
  `compare two ${LINES.toLocaleString()}-line versions: ${runs.map((x) => x.toFixed(0)).join(" / ")} ms` +
    ` (${s.added} added, ${s.removed} removed, ${s.changed} changed, ${s.unchanged} unchanged; grand total Δ ${s.grand_total_delta_cents} ¢)`,
);
t = performance.now();
const csv = compareCsv(result);
console.log(`  CSV of it: ${ms(t).toFixed(0)} ms, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
t = performance.now();
await compareEstimates(scope, {
  left: { kind: "version", uid: before.uid },
  right: { kind: "estimate", uid: estimate.uid },
  changes_only: true,
});
console.log(`compare a version with the live estimate (changes only): ${ms(t).toFixed(0)} ms`);

const best = Math.min(...runs);
console.log(best <= LIMIT_MS ? `OK: ≤ ${LIMIT_MS} ms` : `SLOW: over ${LIMIT_MS} ms`);
await closeDb();
await dropDatabase();
process.exit(best <= LIMIT_MS ? 0 : 1);
