/**
 * Project and record search at scale: 100,000 projects with one record each, generated in SQL (generate_series,
 * a fixed seed) in a fresh PostgreSQL database `plinth_bench_search` (created and dropped), then `q=` through the
 * services — the project list (`listProjects`: page, count on the first page, building types, record counts)
 * and the record list (`listRecords`) — over a mix of searches, and EXPLAIN of each search's page and count.
 * Targets: project search p95 ≤ 30 ms and record search p95 ≤ 30 ms over the mix, and no sequential scan of
 * projects or project_records in a search with a run of 3 letters or digits (one without has no trigram to look
 * up; its plan is reported, not counted). Cursor pages are timed too and must not count (total null). The mix
 * holds selective searches (a number, a name), broad ones (a word or city in a tenth of the projects, whose
 * count reads every match) and a phrase only the joined text holds ("spans columns": every candidate is read
 * and rejected by the per-column check). The machine's load average is printed with the figures.
 *
 * Run with `npm run bench project-search` or `npx tsx bench/project-search.ts`. Environment:
 *   BENCH_PG_URL        server to create the bench database on (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PROJECTS      projects (default 100000)
 *   BENCH_ROUNDS        passes over the search mix (default 20)
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { scanNodes } from "./_explain";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";

const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const BENCH_DB = "plinth_bench_search";
const TARGET_MS = 30;

const cities = ["Houston", "Dallas", "Austin", "Seattle", "Boston", "Chicago", "Denver", "Miami", "Atlanta"];
const words = ["Tower", "Commons", "Center", "Hall", "Lofts", "Plaza", "Campus", "Works"];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function run() {
  const { closeDb, db, dbHandle } = await import("@/db");
  const { sql } = await import("drizzle-orm");
  const { createCompany, createUser } = await import("../tests/integration/helpers");
  const { listProjects, projectListQueries } = await import("@/lib/server/project/projects");
  const { listRecords, listQueries } = await import("@/lib/server/project/query");
  const { loadBuildingTypes } = await import("@/lib/server/project/context");
  const { parseRecordFilters } = await import("@/lib/contract/record-filters");
  const { listProjectsQuery } = await import("@/lib/contract/project");

  await dbHandle().migrate();
  const company = await createCompany({ companyName: "Bench Co" });
  const user = await createUser(company, { roles: ["viewer"] });
  // A second tenant, so the company condition is a real one.
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

  // ── Generate ──────────────────────────────────────────────────────────────────────────────────────
  const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(",")}]::text[]`);
  const started = performance.now();
  const gen = async (companyUid: string, n: number, seed: number) => {
    await db().execute(sql`select setseed(${seed})`);
    // Names "Project 123 Lofts", numbers "P-000123", 997 clients (a tenth without), nine cities (some without).
    await db().execute(sql`
      insert into projects (uid, company_uid, name, number, client, city, state, created_at, updated_at)
      select gen_random_uuid(), ${companyUid}::uuid,
        'Project ' || i || ' ' || (${arr(words)})[1 + i % ${words.length}],
        'P-' || lpad(i::text, 6, '0'),
        case when i % 10 = 0 then null else 'Client ' || (i % 997) end,
        case when i % 13 = 0 then null else (${arr(cities)})[1 + (i * 7919) % ${cities.length}] end,
        'TX', now(), now()
      from generate_series(1, ${n}) as i`);
    await db().execute(sql`
      insert into project_records (uid, company_uid, project_uid, stage, cost_basis_date, metrics, gsf, total_cents,
        cost_per_gsf_cents, project_name, state, updated_at)
      select gen_random_uuid(), p.company_uid, p.uid, 'final', date '2015-01-01' + floor(random() * 4300)::int,
        jsonb_build_object('gsf', 10000), 10000, 5000000, 500, p.name, p.state, now()
      from projects p where p.company_uid = ${companyUid}::uuid`);
  };
  await gen(company.uid, PROJECTS, 0.42);
  await gen(other.uid, 500, 0.17);
  await db().execute(sql`vacuum analyze`);
  console.log(
    `PostgreSQL: generated ${PROJECTS.toLocaleString("en-US")} projects and records (+500 of another company) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // ── The search mix ────────────────────────────────────────────────────────────────────────────────
  const mid = String(Math.ceil(PROJECTS / 2));
  const searches: [name: string, q: string][] = [
    ["number", `p-${mid.padStart(6, "0")}`],
    ["name", `project ${mid.slice(0, 4)}`],
    ["name word", "lofts"],
    ["client", "client 42"],
    ["city", "houston"],
    ["mixed case", "AuStIn"],
    ["no match", "zqxv"],
    ["spans columns", "lofts p-0"],
  ];
  const short = ["to", "7"];
  const projectQuery = (q: string, extra: Record<string, string> = {}) => {
    const parsed = listProjectsQuery.safeParse({ q, ...extra });
    if (!parsed.success) throw new Error(`${q}: ${parsed.error.message}`);
    return parsed.data;
  };
  const recordFilters = (q: string) => {
    const parsed = parseRecordFilters(new URLSearchParams({ q }));
    if (!parsed.ok) throw new Error(`${q}: ${JSON.stringify(parsed.errors)}`);
    return parsed.filters;
  };
  // The second page of each search that has one: a cursor page, which must not count.
  const cursorPages: [string, ReturnType<typeof projectQuery>][] = [];
  for (const [name, q] of searches) {
    const first = await listProjects(scope, projectQuery(q));
    if (first.next_cursor) cursorPages.push([`${name} p2`, projectQuery(q, { cursor: first.next_cursor })]);
  }
  let recounts = 0;
  for (const [, query] of cursorPages) if ((await listProjects(scope, query)).total !== null) recounts++;

  // ── EXPLAIN ───────────────────────────────────────────────────────────────────────────────────────
  const explain = async (query: { sql: string; params: unknown[] }) => [
    ...new Set(await scanNodes((text) => db().execute(sql.raw(text)), query)),
  ];
  const types = await loadBuildingTypes(scope);
  const seqScans = { project: 0, record: 0 };
  console.log("\nPlans (scan nodes): page | count");
  for (const [name, q] of [
    ...searches.map(([n, q]) => [n, q] as const),
    ...short.map((q) => ["short", q] as const),
  ]) {
    const counted = /[\p{L}\p{N}]{3}/u.test(q);
    for (const [kind, queries] of [
      ["project", projectListQueries(scope, projectQuery(q))],
      ["record", listQueries(scope, recordFilters(q), types)],
    ] as const) {
      const plans = [await explain(queries.page.toSQL()), await explain(queries.count.toSQL())];
      const seq = plans.flat().filter((node) => node.startsWith("Seq Scan"));
      if (counted) seqScans[kind] += seq.length;
      const mark = !seq.length
        ? ""
        : counted
          ? "   ← SEQ SCAN"
          : "   (no run of 3 letters or digits: not counted)";
      console.log(
        `  ${kind.padEnd(7)} ${`${name} "${q}"`.padEnd(26)} ${plans.map((p) => p.join(" + ")).join(" | ")}${mark}`,
      );
    }
  }

  // ── Measure ───────────────────────────────────────────────────────────────────────────────────────
  const projectRuns = [...searches.map(([name, q]) => [name, projectQuery(q)] as const), ...cursorPages];
  const projectTimes = projectRuns.map(() => [] as number[]);
  const recordTimes = searches.map(() => [] as number[]);
  const shortTimes = short.map(() => [] as number[]);
  // The page and count statements alone, as they are and with the per-column predicate the search had before
  // the trigram candidates (written out here), alternated in each round so the ratio holds under any load.
  const beforeWhere = (q: string) => {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`company_uid = ${company.uid} and (lower(name) like ${like} or lower(coalesce(number, '')) like ${like} or lower(coalesce(client, '')) like ${like} or lower(coalesce(city, '')) like ${like})`;
  };
  const compared = [
    ...searches,
    ...short.map((q) => [`short "${q}" (not in target)`, q] as [string, string]),
  ];
  const sqlBefore = compared.map(() => [] as number[]);
  const sqlAfter = compared.map(() => [] as number[]);
  for (let round = -1; round < ROUNDS; round++) {
    for (const [i, [, q]] of compared.entries()) {
      let t = performance.now();
      await Promise.all([
        db().execute(sql`select * from projects where ${beforeWhere(q)} order by lower(name), uid limit 51`),
        db().execute(sql`select count(*)::int as n from projects where ${beforeWhere(q)}`),
      ]);
      if (round >= 0) sqlBefore[i]!.push(performance.now() - t);
      const queries = projectListQueries(scope, projectQuery(q));
      t = performance.now();
      await Promise.all([queries.page, queries.count]);
      if (round >= 0) sqlAfter[i]!.push(performance.now() - t);
    }
  }
  console.log(`\npage + count statements, ${ROUNDS} rounds (ms)   before p50 / p95    after p50 / p95`);
  for (const [i, [name]] of compared.entries()) {
    console.log(
      `  ${name.padEnd(30)} ${fmt(pct(sqlBefore[i]!, 50))} /${fmt(pct(sqlBefore[i]!, 95))}   ${fmt(pct(sqlAfter[i]!, 50))} /${fmt(pct(sqlAfter[i]!, 95))}`,
    );
  }
  const mixBefore = sqlBefore.slice(0, searches.length).flat();
  const mixAfter = sqlAfter.slice(0, searches.length).flat();
  console.log(
    `  ALL (mix)                      ${fmt(pct(mixBefore, 50))} /${fmt(pct(mixBefore, 95))}   ${fmt(pct(mixAfter, 50))} /${fmt(pct(mixAfter, 95))}`,
  );

  for (let round = -1; round < ROUNDS; round++) {
    // Round -1 warms up.
    for (const [i, [, query]] of projectRuns.entries()) {
      const t = performance.now();
      await listProjects(scope, query);
      if (round >= 0) projectTimes[i]!.push(performance.now() - t);
    }
    for (const [i, [, q]] of searches.entries()) {
      const t = performance.now();
      await listRecords(scope, recordFilters(q));
      if (round >= 0) recordTimes[i]!.push(performance.now() - t);
    }
    for (const [i, q] of short.entries()) {
      const t = performance.now();
      await listProjects(scope, projectQuery(q));
      if (round >= 0) shortTimes[i]!.push(performance.now() - t);
    }
  }
  console.log(`\nthe services, ${ROUNDS} rounds (ms)       project p50 / p95   record p50 / p95`);
  for (const [i, [name]] of projectRuns.entries()) {
    const rec = recordTimes[i];
    console.log(
      `  ${name.padEnd(30)} ${fmt(pct(projectTimes[i]!, 50))} /${fmt(pct(projectTimes[i]!, 95))}   ${rec ? `${fmt(pct(rec, 50))} /${fmt(pct(rec, 95))}` : ""}`,
    );
  }
  for (const [i, q] of short.entries()) {
    console.log(
      `  ${`short "${q}" (not in target)`.padEnd(30)} ${fmt(pct(shortTimes[i]!, 50))} /${fmt(pct(shortTimes[i]!, 95))}`,
    );
  }
  const all = projectTimes.flat();
  const allRecords = recordTimes.flat();
  const summary = {
    projectP50: pct(all, 50),
    projectP95: pct(all, 95),
    recordP50: pct(allRecords, 50),
    recordP95: pct(allRecords, 95),
    seqScans,
    recounts,
  };
  console.log(
    `  ALL (mix)                      ${fmt(summary.projectP50)} /${fmt(summary.projectP95)}   ${fmt(summary.recordP50)} /${fmt(summary.recordP95)}`,
  );
  await closeDb();
  return summary;
}

console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
await admin.unsafe(`create database ${BENCH_DB}`);
const url = new URL(PG_URL);
url.pathname = `/${BENCH_DB}`;
process.env.DATABASE_URL = url.toString();
let r: Awaited<ReturnType<typeof run>>;
try {
  r = await run();
} finally {
  await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}
console.log(
  `\nSummary (targets at ${PROJECTS.toLocaleString("en-US")} projects: q= p95 ≤ ${TARGET_MS} ms for projects and records; no sequential scan; cursor pages do not count)`,
);
console.log(
  `  project search: q= p95 ${r.projectP95.toFixed(1)} ms · sequential scans ${r.seqScans.project} · cursor pages that counted ${r.recounts}`,
);
console.log(`  record search:  q= p95 ${r.recordP95.toFixed(1)} ms · sequential scans ${r.seqScans.record}`);
console.log(
  `  load average at end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} (2 cores here; figures above 2 are contended)`,
);
const projectMet = r.projectP95 <= TARGET_MS && r.seqScans.project === 0 && r.recounts === 0;
const recordMet = r.recordP95 <= TARGET_MS && r.seqScans.record === 0;
console.log(
  `  project search ${projectMet ? "met" : "MISSED"} · record search ${recordMet ? "met" : "MISSED"}`,
);
const failed = !projectMet || !recordMet;
console.log(failed ? "RESULT: some targets missed" : "RESULT: all targets met");
process.exit(failed ? 1 : 0);
