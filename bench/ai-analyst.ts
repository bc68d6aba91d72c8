/**
 * The built-in AI analyst at scale: 100,000 project records (25,000 projects × 4 stages over 20 metros and every
 * building type, with 20 cost lines each; bench/_project-seed.ts) in a fresh PostgreSQL database
 * `plinth_bench_ai` (created and dropped), then questions of every kind the analyst answers, asked through
 * `runAnalyst` as a viewer would: the example style, a broad category, per-unit, normalised to today's
 * dollars, two metros compared, a record search, a record's divisions, an estimate-less escalation.
 * Targets: first text ≤ 300 ms and the whole answer ≤ 1 s (p95 over the mix, each question asked ROUNDS times).
 * Optionally the same on in-memory PGlite (BENCH_PGLITE_RECORDS).
 *
 * Run with `npm run bench ai-analyst` or `npx tsx bench/ai-analyst.ts`. Environment:
 *   BENCH_PG_URL          server to create the bench database on (default postgres://postgres@127.0.0.1:5432/postgres);
 *                         "none" skips PostgreSQL
 *   BENCH_RECORDS         records on PostgreSQL (default 100000)
 *   BENCH_PGLITE_RECORDS  records on PGlite (default 0: skipped)
 *   BENCH_ROUNDS          passes over the questions (default 5)
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { RECORDS_PER_PROJECT, seedProjects } from "./_project-seed";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";

const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PG_RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const PGLITE_RECORDS = Number(process.env.BENCH_PGLITE_RECORDS ?? 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BENCH_DB = "plinth_bench_ai";
const FIRST_MS = 300;
const FULL_MS = 1000;

const questions = [
  "What did we pay per GSF for mid-rise multifamily in Denver since 2021?",
  "What do offices cost per GSF?",
  "Median cost per GSF for hospitals in Texas over the last 5 years, in today's dollars",
  "Compare warehouse cost per GSF in Houston and Dallas",
  "List data center projects in Seattle since 2023",
  "Division breakdown of P-000123",
  "Escalate $10M from Denver in January 2021 to Seattle today",
  "What's the weather?",
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function run(label: string, records: number) {
  const { closeDb, db, dbHandle, schema } = await import("@/db");
  const { and, eq } = await import("drizzle-orm");
  const { createCompany, createUser } = await import("../tests/integration/helpers");
  const { runAnalyst } = await import("@/lib/server/ai/analyst");

  await dbHandle().migrate();
  const company = await createCompany({ companyName: "Bench Co" });
  const user = await createUser(company, { roles: ["viewer"] });
  const other = await createCompany({ companyName: "Other Co" });
  const scope = {
    user,
    company,
    role: "viewer" as const,
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "bench",
  };
  const types = await db()
    .select({ uid: schema.buildingTypes.uid, parent: schema.buildingTypes.parentUid })
    .from(schema.buildingTypes)
    .where(and(eq(schema.buildingTypes.companyUid, company.uid)));
  const childUids = types.filter((t) => t.parent !== null).map((t) => t.uid);
  const started = performance.now();
  await seedProjects(db(), company.uid, Math.ceil(records / RECORDS_PER_PROJECT), 0.42, childUids);
  await seedProjects(db(), other.uid, 250, 0.17, childUids);
  await db().execute((await import("drizzle-orm")).sql`analyze`);
  console.log(
    `${label}: ${records.toLocaleString("en-US")} records generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const first: number[] = [];
  const full: number[] = [];
  const perQuestion = new Map<
    string,
    { first: number[]; figure: number[]; full: number[]; chars: number; tools: number }
  >();
  // One warm-up pass (caches of building types and location indexes, prepared statements), not counted.
  for (const round of [-1, ...Array.from({ length: ROUNDS }, (_, i) => i)]) {
    for (const q of questions) {
      const t0 = performance.now();
      let firstAt = -1;
      let figureAt = -1;
      let toolDone = false;
      let chars = 0;
      let tools = 0;
      for await (const e of runAnalyst(q, [], { scope, signal: new AbortController().signal })) {
        if (e.type === "tool-result") toolDone = true;
        if (e.type === "text") {
          if (firstAt < 0) firstAt = performance.now() - t0;
          if (figureAt < 0 && toolDone) figureAt = performance.now() - t0;
          chars += e.delta.length;
        }
        if (e.type === "tool-call") tools++;
        if (e.type === "text" && round < 0 && process.env.BENCH_PRINT) process.stdout.write(e.delta);
      }
      const total = performance.now() - t0;
      if (tools === 0) figureAt = firstAt;
      if (round < 0) continue;
      first.push(firstAt);
      full.push(total);
      const entry = perQuestion.get(q) ?? { first: [], figure: [], full: [], chars, tools };
      entry.first.push(firstAt);
      entry.figure.push(figureAt);
      entry.full.push(total);
      perQuestion.set(q, entry);
    }
  }
  console.log(
    `\n${label} — ms per question (${ROUNDS} rounds): first text p50 / p95 · first text after the data p50 / p95 · whole answer p50 / p95 · tools · characters`,
  );
  for (const [q, e] of perQuestion) {
    console.log(
      `  ${fmt(pct(e.first, 50))} /${fmt(pct(e.first, 95))} · ${fmt(pct(e.figure, 50))} /${fmt(pct(e.figure, 95))} · ${fmt(pct(e.full, 50))} /${fmt(pct(e.full, 95))} · ${e.tools} · ${String(e.chars).padStart(5)}  ${q}`,
    );
  }
  const summary = { firstP95: pct(first, 95), fullP95: pct(full, 95), fullMax: Math.max(...full) };
  console.log(
    `  all: first text p95 ${summary.firstP95.toFixed(1)} ms · whole answer p95 ${summary.fullP95.toFixed(1)} ms (max ${summary.fullMax.toFixed(1)} ms) · load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  await closeDb();
  return summary;
}

const results: Record<string, Awaited<ReturnType<typeof run>>> = {};

if (PG_URL !== "none" && PG_RECORDS > 0) {
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.unsafe(`create database ${BENCH_DB}`);
  const url = new URL(PG_URL);
  url.pathname = `/${BENCH_DB}`;
  process.env.DATABASE_URL = url.toString();
  try {
    results.PostgreSQL = await run("PostgreSQL", PG_RECORDS);
  } finally {
    await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.end();
  }
}

if (PGLITE_RECORDS > 0) {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = "memory://";
  results.PGlite = await run("PGlite", PGLITE_RECORDS);
}

console.log(`\nSummary (targets: first text p95 ≤ ${FIRST_MS} ms, whole answer p95 ≤ ${FULL_MS} ms)`);
let failed = false;
for (const [name, r] of Object.entries(results)) {
  console.log(
    `  ${name.padEnd(11)} first text p95 ${r.firstP95.toFixed(1)} ms · whole answer p95 ${r.fullP95.toFixed(1)} ms`,
  );
  if (r.firstP95 > FIRST_MS || r.fullP95 > FULL_MS) failed = true;
}
console.log(failed ? "RESULT: some targets missed" : "RESULT: all targets met");
process.exit(failed ? 1 : 0);
