// npm start: migrate (and seed a fresh embedded database, or PostgreSQL with SEED_DEMO=1), build if the build is missing or stale, serve.
// npm run dev: the same with `next dev`.
import { spawnSync } from "node:child_process";
import { buildIsStale, stampBuildStart } from "./build-stale.mjs";
import { localEnv, usesEmbeddedRealtime } from "./local-env.mjs";
import { realtimeServer, serveChildren } from "./serve-children.mjs";
import { serverFlags } from "./server-flags.mjs";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const embeddedRealtime = usesEmbeddedRealtime();
const env = localEnv();
const tsx = ["--conditions=react-server", "--import", "tsx"];

function runOrExit(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const started = Date.now();
// An in-memory PGlite lives in the serving process alone: that process migrates and seeds it
// (instrumentation-node.ts). Any other database is prepared here, once, before the server starts.
const inMemory = !env.DATABASE_URL && (env.PGLITE_DATA_DIR ?? "").startsWith("memory://");
if (!inMemory) runOrExit(process.execPath, [...tsx, "scripts/migrate.ts"]);
if (!dev && buildIsStale()) {
  console.log("Building the app (first start or changed sources)…");
  const buildStarted = Date.now();
  runOrExit(process.execPath, ["node_modules/next/dist/bin/next", "build"]);
  stampBuildStart(buildStarted);
}

// The embedded Pusher-protocol server on loopback, unless hosted Pusher or soketi is configured.
// Production: Next's handler behind scripts/serve.mjs, which answers API reads without Next's pipeline.
serveChildren(env, [
  ...(embeddedRealtime ? [realtimeServer] : []),
  [
    "next",
    dev
      ? ["node_modules/next/dist/bin/next", "dev", "-p", port]
      : [...serverFlags, "scripts/serve.mjs", "-p", port],
  ],
]);
console.log(
  `Plinth is starting on http://localhost:${port} (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
