// Whether `.next` is missing or older than the sources it was built from (npm start and the first-load
// bench build first when it is).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `root`: the repository (default: the working directory). */
export function buildIsStale(root = ".") {
  const stamp = path.join(root, ".next/BUILD_ID");
  if (!existsSync(stamp)) return true;
  const started = path.join(root, ".next/BUILD_STARTED");
  // A source edited while the build ran is newer than the build, even though it is older than BUILD_ID.
  const built = existsSync(started) ? Number(readFileSync(started, "utf8")) : statSync(stamp).mtimeMs;
  const sources = ["app", "components", "lib", "db", "public"]
    .map((d) => path.join(root, d))
    .filter((d) => existsSync(d));
  const files = [
    "next.config.ts",
    "proxy.ts",
    "auth.ts",
    "instrumentation.ts",
    "instrumentation-node.ts",
    "instrumentation-client.ts",
    "package.json",
  ]
    .map((f) => path.join(root, f))
    .filter((f) => existsSync(f));
  return [...sources.map(newestSource), ...files.map((f) => statSync(f).mtimeMs)].some((t) => t > built);
}

/** After a build: record when it began (`next build` empties `.next` first, so this is written after it). */
export function stampBuildStart(startedMs, root = ".") {
  writeFileSync(path.join(root, ".next/BUILD_STARTED"), String(startedMs));
}
