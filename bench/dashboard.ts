/**
 * The dashboard at scale: 100,000 project records (bench/_project-seed.ts) in a fresh PostgreSQL database, the
 * built app (scripts/serve.mjs as `npm start` runs it, production) serving `/dashboard` to a signed-in viewer, and the map's viewport
 * endpoint GET /api/v1/project-record/map that the page calls after it is up.
 * Targets: `/dashboard` HTML ≤ 100 KB gzip and ≤ 50 ms server time (median of the sequential requests, each
 * timed from the request until the last byte of the streamed page on loopback); GET /api/v1/dashboard p95 ≤ 150 ms
 * (the page's figures as JSON, read on fresh connections like the page); the map endpoint p95 ≤ 50 ms
 * over a mix of viewports once its index is built (the first build is printed, not judged). The figures are
 * kept per company and data version (lib/server/dashboard.ts): the bench also moves the version (an audit entry
 * written straight to the database, as another server's write would) and prints what a recomputation costs.
 *
 * Run with `npm run bench dashboard`. It builds the app first (`flock /tmp/e2e.lock next build`, the build dir
 * is shared) and keeps the lock while its server runs. Environment:
 *   BENCH_PG_URL    server for the bench database plinth_dashboard (created and dropped; default 127.0.0.1:5432)
 *   BENCH_RECORDS   project records (default 100000)
 *   BENCH_REQUESTS  requests per measurement (default 30)
 *   BENCH_PORT      the app's port (default 3661)
 *   BENCH_BUILD=0   serve the existing build
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import postgres from "postgres";
import { serverFlags } from "../scripts/server-flags.mjs";
import { median, waitFor } from "./_load-helpers";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3661);
const BUILD = process.env.BENCH_BUILD !== "0";
const BENCH_DB = "plinth_dashboard";
const targets = { htmlGzipKb: 100, dashboardMs: 50, apiP95Ms: 150, mapP95Ms: 50 };

const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))]!;

/** One GET on a fresh connection: status, body and the time until its last byte. */
function get(urlPath: string, cookie: string) {
  return new Promise<{ status: number; body: Buffer; ms: number }>((resolve, reject) => {
    const t0 = performance.now();
    http
      .get({ host: "127.0.0.1", port: PORT, path: urlPath, headers: { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
await admin.unsafe(`create database ${BENCH_DB}`);
const dbUrl = new URL(PG_URL);
dbUrl.pathname = `/${BENCH_DB}`;
process.env.DATABASE_URL = dbUrl.toString();

let app: ChildProcess | null = null;
let failed = false;
try {
  // ── Seed ───────────────────────────────────────────────────────────────────────────────────────────
  const { closeDb, db, dbHandle, schema } = await import("@/db");
  const { eq, sql } = await import("drizzle-orm");
  const { createCompany, createUser, sessionCookie } = await import("../tests/integration/helpers");
  const { seedProjects, RECORDS_PER_PROJECT } = await import("./_project-seed");
  let t = performance.now();
  await dbHandle().migrate();
  const company = await createCompany({ companyName: "Dashboard Co" });
  const user = await createUser(company, { roles: ["viewer"] });
  const other = await createCompany({ companyName: "Other Co" });
  const typesOf = async (companyUid: string) =>
    (
      await db()
        .select({ uid: schema.buildingTypes.uid, parent: schema.buildingTypes.parentUid })
        .from(schema.buildingTypes)
        .where(eq(schema.buildingTypes.companyUid, companyUid))
    )
      .filter((c) => c.parent !== null)
      .map((c) => c.uid);
  await seedProjects(
    db(),
    company.uid,
    Math.ceil(RECORDS / RECORDS_PER_PROJECT),
    0.42,
    await typesOf(company.uid),
  );
  await seedProjects(db(), other.uid, 250, 0.17, await typesOf(other.uid));
  await db().execute(sql`vacuum analyze`);
  const cookie = await sessionCookie(user);
  await closeDb();
  console.log(
    `seeded ${RECORDS.toLocaleString("en-US")} records (and 1,000 of another company) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  // ── Server ─────────────────────────────────────────────────────────────────────────────────────────
  const next = "node_modules/next/dist/bin/next";
  const command = `echo locked; ${BUILD ? `node ${next} build >/dev/null && ` : ""}exec node ${serverFlags.join(" ")} scripts/serve.mjs -p ${PORT} -H 127.0.0.1 >/dev/null`;
  t = performance.now();
  // Its own process group (detached), so ending it ends what it started (flock → sh → next).
  const server = spawn("flock", ["/tmp/e2e.lock", "sh", "-c", command], {
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(PORT) },
  });
  app = server;
  // Other runs may hold the shared build dir for a while: the wait for the lock is not the server's start.
  await new Promise<void>((resolve, reject) => {
    server.stdout!.once("data", () => resolve());
    server.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
  const waited = (performance.now() - t) / 1000;
  t = performance.now();
  await waitFor(PORT, "/api/health", [server]);
  console.log(
    `app${BUILD ? " built and" : ""} up in ${((performance.now() - t) / 1000).toFixed(0)} s (after ${waited.toFixed(0)} s waiting for /tmp/e2e.lock)`,
  );

  // ── /dashboard ─────────────────────────────────────────────────────────────────────────────────────
  for (let i = 0; i < 3; i++) await get("/dashboard", cookie); // compile caches, connection pool
  const pages: { ms: number; bytes: number; gzip: number }[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const res = await get("/dashboard", cookie);
    const html = res.body.toString("utf8");
    if (res.status !== 200 || !html.includes("Projects on the map")) {
      throw new Error(`/dashboard answered ${res.status} without the map card: ${html.slice(0, 300)}`);
    }
    pages.push({ ms: res.ms, bytes: res.body.length, gzip: gzipSync(res.body).length });
  }
  const page = {
    ms: median(pages.map((p) => p.ms)),
    p95: p95(pages.map((p) => p.ms)),
    kb: pages[0]!.bytes / 1000,
    gzipKb: pages[0]!.gzip / 1000,
  };
  // A write elsewhere moves the company's data version: the next page computes every figure again.
  const bench = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  const bump = () =>
    bench`insert into audit_log (company_uid, action, target_type) values (${company.uid}, 'bench.write', 'project')`;
  await bump();
  const uncached = await get("/dashboard", cookie);
  console.log(
    `/dashboard: ${page.kb.toFixed(1)} KB HTML, ${page.gzipKb.toFixed(1)} KB gzip; server time median ${page.ms.toFixed(1)} ms, p95 ${page.p95.toFixed(1)} ms (${REQUESTS} requests); after a write (figures recomputed) ${uncached.ms.toFixed(1)} ms`,
  );

  // ── GET /api/v1/dashboard ──────────────────────────────────────────────────────────────────────────
  const apiTimes: number[] = [];
  let apiBytes = 0;
  for (let i = 0; i < 2 * REQUESTS; i++) {
    const res = await get("/api/v1/dashboard", cookie);
    if (res.status !== 200)
      throw new Error(`/api/v1/dashboard answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
    const body = JSON.parse(res.body.toString());
    if (body.projects.record_count !== RECORDS)
      throw new Error(`/api/v1/dashboard counted ${body.projects.record_count} records`);
    apiTimes.push(res.ms);
    apiBytes = res.body.length;
  }
  const apiP95 = p95(apiTimes);
  await bump();
  const apiFresh = await get("/api/v1/dashboard", cookie);
  await bench.end();
  console.log(
    `/api/v1/dashboard: ${(apiBytes / 1000).toFixed(1)} KB; median ${median(apiTimes).toFixed(1)} ms, p95 ${apiP95.toFixed(1)} ms (${apiTimes.length} requests); after a write (recomputed) ${apiFresh.ms.toFixed(1)} ms`,
  );

  // ── The map's viewports ────────────────────────────────────────────────────────────────────────────
  const viewports: [string, string, number][] = [
    ["US", "-125.5,23.5,-66,50", 4],
    ["Northeast", "-80,38,-69,44", 6],
    ["Texas", "-101,28,-93,34", 6],
    ["Houston", "-95.9,29.4,-94.9,30.1", 10],
    ["Seattle", "-122.7,47.3,-122,47.9", 11],
    ["Chicago street", "-87.66,41.86,-87.6,41.9", 15],
    ["Boston street", "-71.08,42.35,-71.04,42.37", 16],
  ];
  const mapPath = (bbox: string, zoom: number, extra = "") =>
    `/api/v1/project-record/map?bbox=${bbox}&zoom=${zoom}${extra}`;
  const cold = await get(mapPath(viewports[0]![1], viewports[0]![2]), cookie);
  if (cold.status !== 200)
    throw new Error(`map answered ${cold.status}: ${cold.body.toString().slice(0, 300)}`);
  const coldFiltered = await get(mapPath(viewports[0]![1], viewports[0]![2], "&state=TX"), cookie);
  console.log(
    `map: first request (builds the company's index over ${JSON.parse(cold.body.toString()).total.toLocaleString("en-US")} records) ${cold.ms.toFixed(0)} ms; first with state=TX ${coldFiltered.ms.toFixed(0)} ms`,
  );
  const times: number[] = [];
  console.log("  viewport           zoom   clusters  records   KB    p50 ms   p95 ms");
  for (const [name, bbox, zoom] of viewports) {
    const own: number[] = [];
    let body: { clusters: unknown[]; points: unknown[] } = { clusters: [], points: [] };
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const res = await get(mapPath(bbox, zoom), cookie);
      if (res.status !== 200) throw new Error(`map ${name}: ${res.status}`);
      own.push(res.ms);
      body = JSON.parse(res.body.toString());
      bytes = res.body.length;
    }
    times.push(...own);
    console.log(
      `  ${name.padEnd(18)} ${String(zoom).padStart(4)} ${String(body.clusters.length).padStart(10)} ${String(body.points.length).padStart(8)} ${(bytes / 1000).toFixed(1).padStart(6)} ${median(own).toFixed(1).padStart(8)} ${p95(own).toFixed(1).padStart(8)}`,
    );
  }
  const mapP95 = p95(times);
  console.log(`map: p95 ${mapP95.toFixed(1)} ms over ${times.length} requests`);

  console.log(
    `\nSummary (targets: HTML ≤ ${targets.htmlGzipKb} KB gzip, server time ≤ ${targets.dashboardMs} ms, API p95 ≤ ${targets.apiP95Ms} ms, map p95 ≤ ${targets.mapP95Ms} ms)`,
  );
  console.log(
    `  /dashboard ${page.gzipKb.toFixed(1)} KB gzip (${page.kb.toFixed(1)} KB), ${page.ms.toFixed(1)} ms · /api/v1/dashboard p95 ${apiP95.toFixed(1)} ms · map p95 ${mapP95.toFixed(1)} ms`,
  );
  failed =
    page.gzipKb > targets.htmlGzipKb ||
    page.ms > targets.dashboardMs ||
    apiP95 > targets.apiP95Ms ||
    mapP95 > targets.mapP95Ms;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (app?.pid && app.exitCode === null) {
    try {
      process.kill(-app.pid, "SIGTERM");
    } catch {}
  }
  await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.end();
}
console.log(failed ? "RESULT: some targets missed" : "RESULT: all targets met");
process.exit(failed ? 1 : 0);
