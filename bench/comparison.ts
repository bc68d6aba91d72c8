/**
 * A comparison at scale: 100,000 records (the project database's generated set, bench/_project-seed.ts) in a fresh
 * PostgreSQL database `plinth_bench_comparison` (created and dropped); 196 of them re-costed over 50 divisions
 * (00–49) and 4 estimates of 50 lines over the same 50 divisions. A comparison of those 200 items per GSF,
 * normalised to a date and a place with the fourth estimate as the reference, is read through the service
 * (`getComparison`: the row, building types, index series, location table, the records and their costs by
 * division, each estimate through the engine, the table) and timed; the pure table computation and the three
 * exports are timed too. Target: the comparison read p95 ≤ 200 ms.
 *
 * Run with `npm run bench comparison` (or `node --conditions=react-server --import tsx bench/comparison.ts`).
 * Environment:
 *   BENCH_PG_URL      server to create the bench database on (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_RECORDS     records (default 100000)
 *   BENCH_ROUNDS      timed reads (default 40)
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";

const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const BENCH_DB = "plinth_bench_comparison";
const TARGET_MS = 200;
const RECORD_ITEMS = 196;
const ESTIMATES = 4;
const DIVISIONS = 50;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function timed<T>(rounds: number, fn: () => Promise<T>) {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    last = await fn();
    times.push(performance.now() - t);
  }
  return { p50: pct(times, 50), p95: pct(times, 95), last: last as T };
}

async function run() {
  const { closeDb, db, dbHandle, schema } = await import("@/db");
  const { eq, sql } = await import("drizzle-orm");
  const { createCompany, createUser } = await import("../tests/integration/helpers");
  const { seedProjects, RECORDS_PER_PROJECT } = await import("./_project-seed");
  const { createEstimate } = await import("@/lib/server/estimate/service");
  const { createComparison, getComparison } = await import("@/lib/server/comparison/service");
  const { comparisonCsv } = await import("@/lib/server/comparison/export");
  const { comparisonPdf } = await import("@/lib/server/comparison/pdf");
  const { comparisonTable } = await import("@/lib/domain/comparison/table");

  await dbHandle().migrate();
  const company = await createCompany({ companyName: "Comparison Co" });
  const user = await createUser(company, { roles: ["editor"] });
  const other = await createCompany({ companyName: "Other Co" });
  const scope = {
    user,
    company,
    role: "editor" as const,
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "bench",
  };
  const typesOf = async (companyUid: string) =>
    (
      await db()
        .select({ uid: schema.buildingTypes.uid, parent: schema.buildingTypes.parentUid })
        .from(schema.buildingTypes)
        .where(eq(schema.buildingTypes.companyUid, companyUid))
    )
      .filter((c) => c.parent !== null)
      .map((c) => c.uid);

  // ── Seed ─────────────────────────────────────────────────────────────────────────────────────────
  let t = performance.now();
  await seedProjects(
    db(),
    company.uid,
    Math.ceil(RECORDS / RECORDS_PER_PROJECT),
    0.42,
    await typesOf(company.uid),
  );
  await seedProjects(db(), other.uid, 250, 0.17, await typesOf(other.uid));
  // 196 records re-costed over 50 divisions: a line per division, the last takes the remainder.
  const picked = (
    await db()
      .select({ uid: schema.projectRecords.uid })
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.companyUid, company.uid))
      .orderBy(schema.projectRecords.uid)
      .limit(RECORD_ITEMS)
  ).map((r) => r.uid);
  const list = sql.raw(`array[${picked.map((u) => `'${u}'`).join(",")}]::uuid[]`);
  await db().execute(sql`delete from record_costs where record_uid = any(${list})`);
  await db().execute(sql`
    insert into record_costs (record_uid, position, company_uid, cost_code, description, division, amount_cents)
    select r.uid, n, r.company_uid, lpad(n::text, 2, '0') || ' 00 00', null, lpad(n::text, 2, '0'),
      case when n < ${DIVISIONS - 1} then r.total_cents / ${DIVISIONS}
           else r.total_cents - (r.total_cents / ${DIVISIONS}) * ${DIVISIONS - 1} end
    from project_records r cross join generate_series(0, ${DIVISIONS - 1}) as n
    where r.uid = any(${list})`);
  const estimates: string[] = [];
  for (let e = 0; e < ESTIMATES; e++) {
    const made = await createEstimate(scope, {
      name: `Estimate ${e + 1}`,
      state: "TX",
      metro: "houston-tx",
      pricing_date: "2025-06-01",
    });
    estimates.push(made.uid);
    await db()
      .update(schema.estimates)
      .set({ inputs: [{ uid: randomUUID(), name: "GSF", value: 100_000 + e * 10_000 }] })
      .where(eq(schema.estimates.uid, made.uid));
    await db().execute(sql`
      insert into estimate_lines (estimate_uid, company_uid, position, cost_code, quantity, unit, unit_cost_cents)
      select ${made.uid}::uuid, ${company.uid}::uuid, n, lpad(n::text, 2, '0') || ' 00 00', (100 + n)::text, 'SF',
        (1000 + n * 37)::numeric
      from generate_series(0, ${DIVISIONS - 1}) as n`);
  }
  await db().execute(sql`vacuum analyze`);
  const [{ n: recordCount } = { n: 0 }] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.projectRecords);
  console.log(
    `PostgreSQL: ${Number(recordCount).toLocaleString("en-US")} records (1,000 of another company), ${RECORD_ITEMS} re-costed over ${DIVISIONS} divisions, ${ESTIMATES} estimates, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  // ── The comparison ──────────────────────────────────────────────────────────────────────────────────
  t = performance.now();
  const created = await createComparison(scope, {
    name: "Bench comparison",
    record_uids: picked,
    estimate_uids: estimates,
    reference_estimate_uid: estimates[ESTIMATES - 1]!,
    basis: "gsf",
    target_date: "2026-01-15",
    target_location: "houston-tx",
  });
  console.log(
    `  created: ${created.items.length} items × ${created.table.rows.length} rows (${created.table.rows.filter((r) => r.kind === "division").length} divisions) in ${(performance.now() - t).toFixed(1)} ms`,
  );
  // Warm-up (prepared statements, caches a real server would hold).
  for (let i = 0; i < 3; i++) await getComparison(scope, created.uid);
  const read = await timed(ROUNDS, () => getComparison(scope, created.uid));
  const c = read.last;
  const items = c.items.map((item) => ({
    classification: item.classification,
    isReference: item.is_reference,
    divisions: new Map(
      c.table.rows.filter((r) => r.kind === "division").map((r) => [r.division, r.values[0] ?? 0] as const),
    ),
    totalCents: item.total_cents,
    markupsCents: item.kind === "estimate" ? item.total_cents - item.direct_cents : null,
    basisValue: item.basis_value,
    factors: item.factors,
  }));
  const compute = await timed(ROUNDS, async () => comparisonTable(items, false));
  const csv = await timed(10, async () => comparisonCsv(c));
  const pdf = await timed(5, async () => {
    const reader = comparisonPdf(c).getReader();
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    return bytes;
  });
  console.log(
    `  read (getComparison, ${c.items.length} items, ${c.table.rows.length} rows):   p50 ${read.p50.toFixed(1)} ms · p95 ${read.p95.toFixed(1)} ms`,
  );
  console.log(
    `  table alone (comparisonTable):                p50 ${compute.p50.toFixed(2)} ms · p95 ${compute.p95.toFixed(2)} ms`,
  );
  console.log(`  CSV export (from the read):                   p50 ${csv.p50.toFixed(1)} ms`);
  console.log(
    `  PDF export (from the read, ${(pdf.last / 1024).toFixed(0)} KB):           p50 ${pdf.p50.toFixed(1)} ms`,
  );
  await closeDb();
  return { p95: read.p95 };
}

const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
await admin.unsafe(`create database ${BENCH_DB}`);
const url = new URL(PG_URL);
url.pathname = `/${BENCH_DB}`;
process.env.DATABASE_URL = url.toString();
let result: Awaited<ReturnType<typeof run>>;
try {
  result = await run();
} finally {
  await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}
console.log(
  `\nSummary (target at ${RECORDS.toLocaleString("en-US")} records: a comparison of 200 items × 50 divisions read p95 ≤ ${TARGET_MS} ms)`,
);
console.log(
  `  load average at end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} (2 cores here; figures above 2 are contended)`,
);
const met = result.p95 <= TARGET_MS;
console.log(met ? "RESULT: all targets met" : "RESULT: some targets missed");
process.exit(met ? 0 : 1);
