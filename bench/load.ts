/**
 * The request path under load: GET the project list (limit 50), a project record, an estimate and /api/v1/self
 * from the built app (scripts/serve.mjs as `npm start` runs it, production) at 10 and 50 connections, each against a bare node:http +
 * postgres.js server (bench/_load-bare.ts) running the same SQL statements, in the same run. A closed loop on
 * loopback (node:http keep-alive, each connection sends its next request when the last answer is read, for a
 * fixed time); app and bare alternate, BENCH_ROUNDS rounds (≥ 5), the median decides. The statements are the
 * app's own for a request with a cold session cache, captured in-process before the server starts.
 * Targets: throughput ratio ≥ 0.6, p95 ≤ 2× the bare p95, no errors, server RSS ≤ 450 MiB throughout.
 *
 * Run with `npm run bench load`. It builds the app first (`flock /tmp/e2e.lock next build`, the build dir is
 * shared) and keeps the lock while its server runs. Environment:
 *   BENCH_PG_URL    server for the bench database plinth_load_<port> (created and dropped; default 127.0.0.1:5432)
 *   BENCH_RECORDS   project records (default 100000)
 *   BENCH_ROUNDS    rounds per case (default 5)   BENCH_SECONDS  seconds per measurement (default 3)
 *   BENCH_PORT      the app's port (default 3631; the bare server takes the next one)
 *   BENCH_BUILD=0   serve the existing build    BENCH_APP_DIR  serve another checkout's build (before/after)
 *   BENCH_CASES     only the cases whose name contains one of these comma-separated words (e.g. "self,record")
 *   BENCH_APP_NODE_OPTIONS  NODE_OPTIONS for the app server only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { serverFlags } from "../scripts/server-flags.mjs";
import { fmt, loop, median, type Run, treeRssMiB, tripsOf, waitFor } from "./_load-helpers";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3631);
const BARE_PORT = PORT + 1;
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? process.cwd());
const BUILD = process.env.BENCH_BUILD !== "0";
const POOL = 10; // the app's postgres.js pool (db/index.ts); the bare server gets the same
const RSS_LIMIT_MIB = 450;
const BENCH_DB = `plinth_load_${PORT}`; // one per port: two runs side by side keep apart

const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
await admin.unsafe(`create database ${BENCH_DB}`);
const dbUrl = new URL(PG_URL);
dbUrl.pathname = `/${BENCH_DB}`;
process.env.DATABASE_URL = dbUrl.toString();

const children: ChildProcess[] = [];
// Each child leads its own process group (detached), so ending it ends what it started (flock → next).
const stop = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
};
let failed = false;
try {
  // ── Seed and capture ───────────────────────────────────────────────────────────────────────────────
  const { closeDb, db, dbHandle, schema } = await import("@/db");
  const { eq, sql } = await import("drizzle-orm");
  const { createCompany, createUser, sessionCookie } = await import("../tests/integration/helpers");
  const { seedProjects, RECORDS_PER_PROJECT } = await import("./_project-seed");
  const { createEstimate } = await import("@/lib/server/estimate/service");
  const { writeLines } = await import("@/lib/server/estimate/lines");
  const { NextRequest } = await import("next/server");

  let t = performance.now();
  await dbHandle().migrate();
  const company = await createCompany({ companyName: "Load Co" });
  const user = await createUser(company, { roles: ["editor"] });
  const types = await db()
    .select({ uid: schema.buildingTypes.uid, parent: schema.buildingTypes.parentUid })
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.companyUid, company.uid));
  const childUids = types.filter((c) => c.parent !== null).map((c) => c.uid);
  await seedProjects(db(), company.uid, Math.ceil(RECORDS / RECORDS_PER_PROJECT), 0.42, childUids);
  const scope = {
    user,
    company,
    role: "editor" as const,
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
  };
  const estimate = await createEstimate({ ...scope, requestId: "bench" }, { name: "Load 200" });
  await writeLines({ ...scope, requestId: "bench" }, estimate.uid, {
    create: Array.from({ length: 200 }, (_, i) => ({
      cost_code: `0${1 + (i % 9)} 00 00`,
      description: `Line ${i}`,
      quantity: String(10 + i),
      unit: "SF",
      unit_cost_cents: 1000 + i,
      cost_type: "material" as const,
    })),
    update: [],
    delete: [],
  });
  await db().execute(sql`vacuum analyze`);
  const [record] = await db()
    .select({ uid: schema.projectRecords.uid })
    .from(schema.projectRecords)
    .where(eq(schema.projectRecords.companyUid, company.uid))
    .limit(1);
  console.log(
    `seeded ${RECORDS.toLocaleString("en-US")} records, an estimate of 200 lines in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const cookie = await sessionCookie(user);
  const allCases = [
    { name: "project list", path: "/api/v1/project?limit=50", mod: "@/app/api/v1/project/route", params: {} },
    {
      name: "record GET",
      path: `/api/v1/project-record/${record!.uid}`,
      mod: "@/app/api/v1/project-record/[uid]/route",
      params: { uid: record!.uid },
    },
    {
      name: "estimate GET",
      path: `/api/v1/estimate/${estimate.uid}`,
      mod: "@/app/api/v1/estimate/[uid]/route",
      params: { uid: estimate.uid },
    },
    { name: "self", path: "/api/v1/self", mod: "@/app/api/v1/self/route", params: {} },
  ];
  const only = process.env.BENCH_CASES?.split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  const cases = only ? allCases.filter((c) => only.some((w) => c.name.includes(w))) : allCases;
  const { capture } = await import("./_load-capture");
  const plan: Record<string, unknown> = {};
  for (const c of cases) {
    const mod = (await import(c.mod)) as {
      GET: (req: InstanceType<typeof NextRequest>, ctx: unknown) => Promise<Response>;
    };
    const get = async (withCookie: string) => {
      const req = new NextRequest(`http://localhost${c.path}`, { headers: { cookie: withCookie } });
      const res = await mod.GET(req, { params: Promise.resolve(c.params) });
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
    };
    await get(cookie); // first call: whatever loads once per process
    // A session of its own, so the session lookup is captured as a cold request makes it.
    const fresh = await sessionCookie(user);
    plan[c.path] = await capture((db() as unknown as { $client: unknown }).$client, () => get(fresh));
  }
  await closeDb();
  const planFile = path.join(process.env.TMPDIR ?? "/tmp", `plinth-load-${process.pid}.json`);
  writeFileSync(
    planFile,
    JSON.stringify({ databaseUrl: dbUrl.toString(), port: BARE_PORT, max: POOL, paths: plan }),
  );
  for (const c of cases) console.log(`  ${c.name.padEnd(13)} ${tripsOf(plan[c.path] as unknown[])}`);

  // ── Servers ────────────────────────────────────────────────────────────────────────────────────────
  const next = "node_modules/next/dist/bin/next";
  // Served as `npm start` serves it (scripts/serve.mjs); a checkout from before that file, by `next start`.
  const serve = existsSync(path.join(APP_DIR, "scripts/serve.mjs")) ? "scripts/serve.mjs" : `${next} start`;
  // "locked" on stdout says the lock is held (when shared) and the build or server starts now.
  const command = `echo locked; ${BUILD ? `node ${next} build >/dev/null && ` : ""}exec node ${serverFlags.join(" ")} ${serve} -p ${PORT} -H 127.0.0.1 >/dev/null`;
  t = performance.now();
  // The checkout's .next is shared with other work: build and serve it under the lock. Another directory's is ours.
  const shared = APP_DIR === process.cwd();
  const app = spawn(shared ? "flock" : "sh", [...(shared ? ["/tmp/e2e.lock", "sh"] : []), "-c", command], {
    cwd: APP_DIR,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      ...(process.env.BENCH_APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_APP_NODE_OPTIONS } : {}),
    },
  });
  children.push(app);
  const bare = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "_load-bare.ts"), planFile],
    {
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  children.push(bare);
  // Other runs may hold the shared build dir for a long while: the wait for the lock is not the server's start
  // (waitFor's 15 minutes used to run out in the queue, and the bench failed before measuring).
  await new Promise<void>((resolve, reject) => {
    app.stdout!.once("data", () => {
      app.stdout!.resume();
      resolve();
    });
    app.once("exit", (code) => reject(new Error(`the app server exited (${code})`)));
  });
  const waited = (performance.now() - t) / 1000;
  t = performance.now();
  await Promise.all([waitFor(PORT, "/api/health", children), waitFor(BARE_PORT, "/", children)]);
  console.log(
    `app${BUILD ? " built and" : ""} up in ${((performance.now() - t) / 1000).toFixed(0)} s (after ${waited.toFixed(0)} s waiting for /tmp/e2e.lock; ${APP_DIR})`,
  );

  const rss = { peak: 0, samples: [] as number[] };
  const sampler = setInterval(() => {
    const mib = treeRssMiB(app.pid!);
    rss.samples.push(mib);
    rss.peak = Math.max(rss.peak, mib);
  }, 250);
  const headers = { cookie };
  for (const c of cases) {
    await loop(PORT, c.path, headers, 10, 1);
    await loop(BARE_PORT, c.path, headers, 10, 1);
  }
  console.log(`server RSS after warm-up ${treeRssMiB(app.pid!).toFixed(0)} MiB`);

  // ── Measure ────────────────────────────────────────────────────────────────────────────────────────
  console.log(`\n${ROUNDS} rounds × ${SECONDS} s per server; medians (app | bare)`);
  console.log("  case                 conns   req/s app | bare   ratio   p95 ms app | bare   ×bare  errors");
  for (const c of cases) {
    for (const conns of [10, 50]) {
      const ratios: number[] = [];
      const appRuns: Run[] = [];
      const bareRuns: Run[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        // Alternate which goes first, so neither always meets the other's leftovers.
        const order = r % 2 === 0 ? ["app", "bare"] : ["bare", "app"];
        for (const who of order) {
          const run = await loop(who === "app" ? PORT : BARE_PORT, c.path, headers, conns, SECONDS);
          (who === "app" ? appRuns : bareRuns).push(run);
        }
        ratios.push(appRuns.at(-1)!.rps / bareRuns.at(-1)!.rps);
      }
      const ratio = median(ratios);
      const appP95 = median(appRuns.map((x) => x.p95));
      const bareP95 = median(bareRuns.map((x) => x.p95));
      const errors = appRuns.reduce((n, x) => n + x.errors, 0) + bareRuns.reduce((n, x) => n + x.errors, 0);
      const miss = ratio < 0.6 || appP95 > 2 * bareP95 || errors > 0;
      if (miss) failed = true;
      console.log(
        `  ${c.name.padEnd(20)} ${String(conns).padStart(5)}   ${fmt(median(appRuns.map((x) => x.rps)), 0)} | ${fmt(median(bareRuns.map((x) => x.rps)), 0)}   ${ratio.toFixed(2).padStart(5)}   ${fmt(appP95, 1)} | ${fmt(bareP95, 1)}   ${(appP95 / bareP95).toFixed(2).padStart(5)}  ${String(errors).padStart(6)}${miss ? "  ← MISS" : ""}   (ratios ${ratios.map((x) => x.toFixed(2)).join(" ")}; ${(appRuns[0]!.bytes / 1024).toFixed(1)} | ${(bareRuns[0]!.bytes / 1024).toFixed(1)} KB)`,
      );
    }
  }
  clearInterval(sampler);
  const rssMiss = rss.peak > RSS_LIMIT_MIB;
  if (rssMiss) failed = true;
  console.log(
    `\nserver RSS under load: median ${median(rss.samples).toFixed(0)} MiB, peak ${rss.peak.toFixed(0)} MiB (target ≤ ${RSS_LIMIT_MIB})${rssMiss ? "  ← MISS" : ""}`,
  );
} finally {
  for (const child of children) stop(child);
  await new Promise((r) => setTimeout(r, 500));
  await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`).catch(() => {});
  await admin.end();
}
console.log(failed ? "RESULT: some targets missed" : "RESULT: all targets met");
process.exit(failed ? 1 : 0);
