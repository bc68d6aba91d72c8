// The browser tests' second server (playwright.config.ts): `npm start` (scripts/start.mjs) without its build
// step. The first server built, or found built, what both serve; a build started here, because a source changed
// meanwhile, would replace the files the first server is serving.
import { spawn, spawnSync } from "node:child_process";
import { localEnv, usesEmbeddedRealtime } from "./local-env.mjs";
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

const children = [];
function serve(name, args) {
  const child = spawn(process.execPath, args, { stdio: "inherit", env });
  child.on("exit", (code) => {
    console.log(`${name} exited (${code ?? "signal"})`);
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
  children.push(child);
}

if (usesEmbeddedRealtime()) serve("realtime-server", ["--import", "tsx", "scripts/realtime-server.ts"]);
serve("next", [...serverFlags, "scripts/serve.mjs", "-p", port]);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
