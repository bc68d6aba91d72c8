/**
 * First-load JavaScript per app route, read from the Next build (issue 21, target 4): what a browser fetches
 * before the page hydrates, gzip bytes, split into the framework and what the app adds above it.
 *
 *   framework     .next/build-manifest.json `rootMainFiles`: React DOM, the Next runtime and the Turbopack
 *                 runtime, which every route loads (instrumentation-client.ts also lands there, so it must
 *                 stay small: the framework has its own ceiling).
 *   above it      every chunk the route's client reference manifest lists in `entryJSFiles` (root layout,
 *                 group layouts, error/loading/not-found boundaries, the page), less the framework's.
 *                 Chunks loaded later by dynamic import are not listed there, and not counted.
 * The polyfill chunk is `nomodule` (modern browsers skip it) and is not counted. Next 16 also writes
 * .next/diagnostics/route-bundle-stats.json with its own first-load chunk list; a route whose list differs from
 * ours is reported, so a change in what Next writes does not go unnoticed.
 *
 * Budgets above the framework: sign-in and the bidder portal ≤ 25 KB, the estimate editor ≤ 120 KB, every other route ≤ 60 KB.
 * Fails (exit 1) when one is exceeded. .next is shared with the e2e runs, so reading it (and building it when
 * it is missing or older than the sources) happens under `flock /tmp/e2e.lock`. FIRST_LOAD_DIST=<dir> reads
 * a copy of a build instead (no lock, no build).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { buildIsStale, stampBuildStart } from "../scripts/build-stale.mjs";

const root = path.resolve(import.meta.dirname, "..");
const lockFile = process.env.BENCH_BUILD_LOCK ?? "/tmp/e2e.lock";
const KB = 1024;

const frameworkCeiling = 140 * KB;
const budgets: { route: RegExp; kb: number; what: string }[] = [
  { route: /^\/login$/, kb: 25, what: "sign-in" },
  { route: /^\/bid\/\[token\]$/, kb: 25, what: "bidder portal" },
  { route: /^\/estimate\/\[estimateUid\]$/, kb: 120, what: "estimate editor" },
  { route: /./, kb: 60, what: "page" },
];

// Holding the lock for the whole run: another helper's build must not rewrite .next while it is read.
if (!process.env.FIRST_LOAD_DIST && process.env.FIRST_LOAD_LOCKED !== "1") {
  const result = spawnSync("flock", [lockFile, process.execPath, ...process.execArgv, import.meta.filename], {
    stdio: "inherit",
    env: { ...process.env, FIRST_LOAD_LOCKED: "1" },
  });
  process.exit(result.status ?? 1);
}

const dist = process.env.FIRST_LOAD_DIST ?? path.join(root, ".next");
if (
  !process.env.FIRST_LOAD_DIST &&
  (buildIsStale(root) || !existsSync(path.join(dist, "build-manifest.json")))
) {
  console.log("Building (.next is missing or older than the sources)…");
  // Already under the lock: a nested `flock` on the same file would wait for ourselves.
  const buildStarted = Date.now();
  const built = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (built.status !== 0) {
    console.error("next build failed");
    process.exit(1);
  }
  stampBuildStart(buildStarted, root);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(dist, file), "utf8")) as T;

const gzipCache = new Map<string, number>();
function gzipBytes(chunk: string): number {
  let size = gzipCache.get(chunk);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, chunk)), { level: 9 }).length;
    gzipCache.set(chunk, size);
  }
  return size;
}
const total = (chunks: Iterable<string>) => [...chunks].reduce((sum, chunk) => sum + gzipBytes(chunk), 0);

type ClientReferenceManifest = { entryJSFiles: Record<string, string[]> };

/** The manifest is a script assigning globalThis.__RSC_MANIFEST[entry]; run it in an empty context. */
function clientReferenceManifest(entry: string): ClientReferenceManifest | null {
  const file = path.join(dist, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!existsSync(file)) return null;
  const sandbox = { globalThis: {} as Record<string, unknown> };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  const all = (sandbox as unknown as { __RSC_MANIFEST: Record<string, ClientReferenceManifest> })
    .__RSC_MANIFEST;
  return all[entry] ?? null;
}

const framework: string[] = readJson<{ rootMainFiles: string[] }>("build-manifest.json").rootMainFiles;
const frameworkBytes = total(framework);
const routes = Object.entries(readJson<Record<string, string>>("app-path-routes-manifest.json"))
  .filter(([entry]) => entry.endsWith("/page"))
  .sort(([, a], [, b]) => a.localeCompare(b));

const nextStats = new Map<string, Set<string>>();
const statsFile = path.join(dist, "diagnostics", "route-bundle-stats.json");
if (existsSync(statsFile)) {
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  for (const s of stats)
    nextStats.set(s.route, new Set(s.firstLoadChunkPaths.map((p) => p.replace(/^\.next\//, ""))));
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const rows: string[][] = [["route", "framework", "above", "total", "budget", ""]];
const failures: string[] = [];
const notes: string[] = [];
for (const [entry, route] of routes) {
  const manifest = clientReferenceManifest(entry);
  if (!manifest) {
    notes.push(`${route}: no client reference manifest (${entry})`);
    continue;
  }
  const chunks = new Set(Object.values(manifest.entryJSFiles).flat());
  for (const chunk of framework) chunks.delete(chunk);
  const above = total(chunks);
  const budget = budgets.find((b) => b.route.test(route)) ?? budgets[budgets.length - 1];
  const over = above > budget.kb * KB;
  rows.push([
    route,
    fmt(frameworkBytes),
    `+${fmt(above)}`,
    fmt(frameworkBytes + above),
    `+${budget.kb} KB (${budget.what})`,
    over ? "OVER" : "ok",
  ]);
  if (over) {
    const biggest = [...chunks]
      .sort((a, b) => gzipBytes(b) - gzipBytes(a))
      .slice(0, 5)
      .map((c) => `${path.basename(c)} ${fmt(gzipBytes(c))}`);
    failures.push(
      `${route}: +${fmt(above)} above the framework, budget +${budget.kb} KB (largest: ${biggest.join(", ")})`,
    );
  }
  const theirs = nextStats.get(route);
  if (theirs) {
    const ours = new Set([...chunks, ...framework]);
    const differs = theirs.size !== ours.size || [...theirs].some((c) => !ours.has(c));
    if (differs)
      notes.push(
        `${route}: Next's route-bundle-stats.json lists other chunks (${theirs.size} vs ${ours.size})`,
      );
  }
}

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const row of rows)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
console.log(
  `\nframework (rootMainFiles, ${framework.length} chunks): ${fmt(frameworkBytes)} gzip, ceiling ${fmt(frameworkCeiling)}`,
);
if (frameworkBytes > frameworkCeiling) {
  failures.push(
    `framework ${fmt(frameworkBytes)} > ${fmt(frameworkCeiling)}: is app code in instrumentation-client.ts?`,
  );
}
for (const note of notes) console.log(`note: ${note}`);
for (const failure of failures) console.log(`FAIL ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
