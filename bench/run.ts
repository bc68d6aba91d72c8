/**
 * npm run bench [name…] — runs every benchmark in bench/ (or the named ones) one after another, each in its
 * own process so one does not warm or slow the next. Figures print to stdout.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const all = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""));
const chosen = wanted.length > 0 ? all.filter((n) => wanted.includes(n)) : all;

let failed = 0;
for (const name of chosen) {
  console.log(`\n== bench/${name}.ts`);
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(dir, `${name}.ts`)],
    {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
