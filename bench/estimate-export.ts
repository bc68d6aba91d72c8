/**
 * The estimate export on a 50,000-line estimate, in one process, no HTTP: GET /estimate/{uid}/export through its
 * service as CSV, XLSX and PDF — time to the last byte of the body, its size, and RSS growth (peak RSS sampled
 * every 10 ms while it runs, less RSS before). Targets (issue 12): CSV ≤ 1 s; XLSX ≤ 4 s and ≤ 250 MB;
 * PDF ≤ 20 s and ≤ 300 MB. PGlite in memory by default; BENCH_DATABASE_URL runs it against PostgreSQL.
 * Run with `npm run bench estimate-export`.
 */
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `plinth_export_bench_${Date.now()}`;
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
const { createEstimate } = await import("@/lib/server/estimate/service");
const { replaceInputs, replaceMarkups } = await import("@/lib/server/estimate/inputs");
const { writeLines } = await import("@/lib/server/estimate/lines");
const { exportEstimate } = await import("@/lib/server/estimate/export");
const { loadExportData } = await import("@/lib/server/estimate/export/data");
const { typicalMarkupStack } = await import("@/lib/seed/estimates");

const LINES = Number(process.env.BENCH_LINES ?? 50_000);

await dbHandle().migrate();
const company = await createCompany();
const user = await createUser(company, { roles: ["viewer"] });
const scope = {
  user,
  company,
  role: "viewer" as const,
  actingAs: false,
  sessionUid: null,
  apiKeyUid: null,
  requestId: "bench",
};

function line(i: number) {
  const division = String(1 + (i % 33)).padStart(2, "0");
  const code = `${division} ${String((i * 7) % 100).padStart(2, "0")} ${String(i % 20).padStart(2, "0")}`;
  const kind = i % 4;
  return {
    cost_code: code,
    description: `Line item ${i} — ${["concrete", "framing", "finishes", "mechanical"][kind]}`,
    quantity: kind === 0 ? `GSF * 0.0${1 + (i % 9)}` : String(10 + (i % 500) + (i % 7) / 8),
    unit: ["SF", "CY", "EA", "LF"][kind],
    unit_cost_cents: 1000 + ((i * 7919) % 250_000) / 100,
    cost_type: (["labor", "material", "equipment", "subcontract"] as const)[kind],
    area: `Building ${String.fromCharCode(65 + (i % 4))}`,
    alternate: i % 997 === 0,
    allowance: i % 1009 === 0,
  };
}

const estimate = await createEstimate(scope as never, { name: "Bench export 50k" });
const editor = { ...scope, role: "editor" as const, user: await createUser(company, { roles: ["editor"] }) };
await replaceInputs(editor, estimate.uid, { inputs: [{ name: "GSF", value: 250_000 }] });
await replaceMarkups(editor, estimate.uid, { markups: typicalMarkupStack as never });
for (let i = 0; i < LINES; i += 10_000) {
  await writeLines(editor, estimate.uid, {
    create: Array.from({ length: Math.min(10_000, LINES - i) }, (_, k) => line(i + k)),
    update: [],
    delete: [],
  });
}
console.log(`seeded ${LINES.toLocaleString()} lines`);

// Where the time goes: reading the lines and building the engine, which every format starts with.
for (let r = 0; r < 2; r++) {
  const t = performance.now();
  const data = await loadExportData(scope as never, estimate.uid);
  const read = performance.now() - t;
  data.engine.totals();
  console.log(
    `read ${data.lines.length.toLocaleString()} lines + engine: ${read.toFixed(0)} ms (totals ${(performance.now() - t - read).toFixed(0)} ms more)`,
  );
}

const targets = {
  csv: { ms: 1_000, mb: Infinity },
  xlsx: { ms: 4_000, mb: 250 },
  pdf: { ms: 20_000, mb: 300 },
};
let failed = false;
for (const format of ["csv", "xlsx", "pdf"] as const) {
  for (let run = 0; run < 2; run++) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const t = performance.now();
    const res = await exportEstimate(scope as never, estimate.uid, { format });
    let bytes = 0;
    for await (const chunk of Readable.fromWeb(res.body as never)) {
      bytes += (chunk as Buffer).byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const elapsed = performance.now() - t;
    clearInterval(sampler);
    const growth = (peak - before) / 1024 / 1024;
    const ok = elapsed <= targets[format].ms && growth <= targets[format].mb;
    if (run === 1 && !ok) failed = true;
    console.log(
      `${format.toUpperCase()} run ${run + 1}: ${elapsed.toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB body, RSS +${growth.toFixed(0)} MB` +
        ` (target ≤ ${targets[format].ms} ms${Number.isFinite(targets[format].mb) ? `, ≤ ${targets[format].mb} MB` : ""}) ${ok ? "ok" : "OVER"}`,
    );
  }
}

await closeDb();
await dropDatabase();
if (failed) process.exitCode = 1;
