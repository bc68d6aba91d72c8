/**
 * The estimate API on a 50,000-line estimate, in one process, no HTTP: open it through the service
 * and through the route as `next start` sends it (compact { fields, rows } JSON, or with `?lines=columns` blocks of
 * columns, streamed a page of lines at a time through a gzip stream: time, raw vs gzip bytes, the longest the
 * event loop was held), paste 1,000 lines in one bulk write,
 * and edit one cell (each write recomputes the stored totals with the engine over every line).
 * PGlite in memory by default; BENCH_DATABASE_URL runs it against PostgreSQL.
 * Run with `npm run bench estimate-api`.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { createGzip, gzipSync } from "node:zlib";

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";
// PostgreSQL: a fresh database of its own, dropped at the end.
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `plinth_estimate_bench_${Date.now()}`;
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
const { createCompany, createUser, sessionCookie } = await import("../tests/integration/helpers");
const { createEstimate } = await import("@/lib/server/estimate/service");
const { openEstimate } = await import("@/lib/server/estimate/open");
const { replaceInputs, replaceMarkups } = await import("@/lib/server/estimate/inputs");
const { writeLines, patchLine } = await import("@/lib/server/estimate/lines");
const { linesFromCompact } = await import("@/lib/contract/estimate");
const route = await import("@/app/api/v1/estimate/[uid]/route");
const { typicalMarkupStack } = await import("@/lib/seed/estimates");
const { NextRequest } = await import("next/server");

const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const PASTE = 1_000;

await dbHandle().migrate();
const company = await createCompany();
const user = await createUser(company, { roles: ["editor"] });
const cookie = await sessionCookie(user);
const scope = {
  user,
  company,
  role: "editor" as const,
  actingAs: false,
  sessionUid: null,
  apiKeyUid: null,
  requestId: "bench",
};

const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

function line(i: number) {
  const division = String(1 + (i % 33)).padStart(2, "0");
  const code = `${division} ${String((i * 7) % 100).padStart(2, "0")} ${String(i % 20).padStart(2, "0")}`; // ~2,000 codes
  const kind = i % 4;
  return {
    cost_code: code,
    description: `Line item ${i} — ${["concrete", "framing", "finishes", "mechanical"][kind]}`,
    quantity: kind === 0 ? `GSF * 0.0${1 + (i % 9)}` : String(10 + (i % 500) + (i % 7) / 8),
    unit: ["SF", "CY", "EA", "LF"][kind],
    unit_cost_cents: 1000 + ((i * 7919) % 250_000) / 100,
    cost_type: (["labor", "material", "equipment", "subcontract"] as const)[kind],
    area: `Building ${String.fromCharCode(65 + (i % 4))}`,
  };
}

const estimate = await createEstimate(scope, { name: "Bench 50k" });
await replaceInputs(scope, estimate.uid, {
  inputs: [
    { name: "GSF", value: 250_000 },
    { name: "UNITS", value: 300 },
  ],
});
await replaceMarkups(scope, estimate.uid, { markups: typicalMarkupStack as never });

let t = performance.now();
const chunk = 10_000;
for (let i = 0; i < LINES; i += chunk) {
  await writeLines(scope, estimate.uid, {
    create: Array.from({ length: Math.min(chunk, LINES - i) }, (_, k) => line(i + k)),
    update: [],
    delete: [],
  });
}
console.log(
  `load ${LINES.toLocaleString()} lines in ${LINES / chunk} bulk writes of ${chunk.toLocaleString()}: ${ms(t)}`,
);

// Open through the service (3 runs, the last reported) and measure the body.
let open = await openEstimate(scope, estimate.uid);
const opens: number[] = [];
for (let r = 0; r < 3; r++) {
  t = performance.now();
  open = await openEstimate(scope, estimate.uid);
  opens.push(performance.now() - t);
}
const compactJson = JSON.stringify(open);
const objectsJson = JSON.stringify({ ...open, lines: linesFromCompact(open.lines) });
t = performance.now();
const gz = gzipSync(compactJson, { level: 6 });
const gzipMs = performance.now() - t;
console.log(
  `open via service (${open.lines.rows.length.toLocaleString()} lines): ${opens.map((x) => x.toFixed(0)).join(" / ")} ms`,
);
console.log(
  `  compact JSON ${kb(compactJson.length)} raw → ${kb(gz.byteLength)} gzip (${((gz.byteLength / compactJson.length) * 100).toFixed(1)} %, gzip ${gzipMs.toFixed(0)} ms); as line objects it would be ${kb(objectsJson.length)} raw → ${kb(gzipSync(objectsJson).byteLength)} gzip`,
);

// Through the route (cookie → scope → service → JSON body) and a zlib gzip stream, as `next start` compresses
// it on the way out: time to the last compressed byte, bytes, and the longest the event loop was held meanwhile
// (the database's work, under PGlite in this thread; the JSON text; the compressor's hand-offs).
// Rows (the default) and the columns form the editor asks for (`?lines=columns`), alternately.
for (const [r, form] of ["rows", "columns", "rows", "columns", "rows", "columns"].entries()) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  t = performance.now();
  const res = await route.GET(
    new NextRequest(`http://localhost:3000/api/v1/estimate/${estimate.uid}?lines=${form}`, {
      headers: { cookie },
    }),
    { params: Promise.resolve({ uid: estimate.uid }) },
  );
  let raw = 0;
  let wire = 0;
  const gzip = createGzip();
  gzip.on("data", (chunk: Buffer) => {
    wire += chunk.byteLength;
  });
  const done = new Promise((resolve) => gzip.on("end", resolve));
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    raw += chunk.byteLength;
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await done;
  const elapsed = performance.now() - t;
  loop.disable();
  console.log(
    `GET /api/v1/estimate/{uid}?lines=${form} (${r}) → gzip stream: ${elapsed.toFixed(0)} ms, ${kb(raw)} → ${kb(wire)} on the wire; event loop held at most ${(loop.max / 1e6).toFixed(0)} ms`,
  );
}

// Paste 1,000 lines after the 25,000th line.
const anchor = open.lines.rows[Math.floor(LINES / 2)]![0] as string;
const pastes: number[] = [];
for (let r = 0; r < 3; r++) {
  t = performance.now();
  const res = await writeLines(scope, estimate.uid, {
    create: Array.from({ length: PASTE }, (_, k) => ({
      ...line(LINES + r * PASTE + k),
      after_uid: k === 0 ? anchor : undefined,
      client_key: `p${k}`,
    })).map((c, k) => (k === 0 ? c : { ...c, after_uid: `p${k - 1}` })),
    update: [],
    delete: [],
  });
  pastes.push(performance.now() - t);
  if (res.created.length !== PASTE) throw new Error("paste failed");
}
console.log(
  `bulk paste of ${PASTE.toLocaleString()} lines (one transaction, totals recomputed): ${pastes.map((x) => x.toFixed(0)).join(" / ")} ms`,
);

// One cell.
const target = open.lines.rows[10]!;
let version = target[open.lines.fields.indexOf("version")] as number;
const patches: number[] = [];
for (let r = 0; r < 5; r++) {
  t = performance.now();
  const updated = await patchLine(
    scope,
    estimate.uid,
    target[0] as string,
    { quantity: String(100 + r) },
    version,
  );
  patches.push(performance.now() - t);
  version = updated.version;
}
console.log(
  `single-cell PATCH on ${(LINES + 3 * PASTE).toLocaleString()} lines: ${patches.map((x) => x.toFixed(0)).join(" / ")} ms`,
);

await closeDb();
await dropDatabase();
