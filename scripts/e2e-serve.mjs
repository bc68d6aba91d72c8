// The browser tests' second server (playwright.config.ts): `npm start` (scripts/start.mjs) without its build
// step. The first server built, or found built, what both serve; a build started here, because a source changed
// meanwhile, would replace the files the first server is serving.
import { spawnSync } from "node:child_process";
import { localEnv, usesEmbeddedRealtime } from "./local-env.mjs";
import { realtimeServer, serveChildren } from "./serve-children.mjs";
import { serverFlags } from "./server-flags.mjs";

const port = process.env.PORT ?? "3000";
const env = localEnv();

const migrate = spawnSync(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", "scripts/migrate.ts"],
  {
    stdio: "inherit",
    env,
  },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

serveChildren(env, [
  ...(usesEmbeddedRealtime() ? [realtimeServer] : []),
  ["next", [...serverFlags, "scripts/serve.mjs", "-p", port]],
]);
