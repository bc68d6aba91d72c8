import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// README's "Configuration" table names every environment variable the app (lib/env*.ts and any direct read in
// the server's code) and the scripts (npm start, npm test, the browser tests, screenshots) read.

/** Set by the runtime or the shell, not by whoever deploys Plinth. */
const notConfiguration = new Set(["NEXT_RUNTIME", "NEXT_PHASE", "CI", "TMPDIR", "PATH", "HOME"]);

const sourceDirs = ["lib", "db", "app", "scripts"];
const rootFiles = [
  "instrumentation.ts",
  "instrumentation-node.ts",
  "next.config.ts",
  "proxy.ts",
  "auth.ts",
  "playwright.config.ts",
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mts|mjs|sh)$/.test(f) && !/\.test\.ts$/.test(f))
    .map((f) => path.join(dir, f));
}

const reads = [
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[["']([A-Z][A-Z0-9_]+)["']\]/g,
  // env.X on a parsed or copied environment (lib/env.ts's env(), dbEnv(), scripts' localEnv()).
  /\b[a-zA-Z]*[eE]nv(?:\(\))?\.([A-Z][A-Z0-9_]+)/g,
];
const shellReads = /\$\{?([A-Z][A-Z0-9_]+)/g;
// A key of the validated schema in lib/env*.ts: `  NAME: z…` or `  NAME,` in a shape.
const schemaKey = /^\s+([A-Z][A-Z0-9_]+)\s*:/gm;

function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const note = (name: string, file: string) => {
    if (!notConfiguration.has(name) && !found.has(name)) found.set(name, file);
  };
  const files = [...sourceDirs.flatMap(filesUnder), ...rootFiles];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const patterns = file.endsWith(".sh") ? [shellReads] : reads;
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) note(m[1] as string, file);
  }
  for (const file of readdirSync("lib").filter((f) => /^env.*\.ts$/.test(f) && !f.endsWith(".test.ts"))) {
    for (const m of readFileSync(path.join("lib", file), "utf8").matchAll(schemaKey)) {
      note(m[1] as string, `lib/${file}`);
    }
  }
  return found;
}

/** The names in the first column of README's Configuration table (a cell may name several). */
function documented(): Set<string> {
  const readme = readFileSync("README.md", "utf8");
  const start = readme.indexOf("\n## Configuration");
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    if (!line.startsWith("|")) continue;
    const cell = line.split("|")[1] ?? "";
    for (const m of cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1] as string);
  }
  return names;
}

describe("README's variable table", () => {
  it("names every variable lib/env*.ts, the server's code and the scripts read", () => {
    const table = documented();
    const missing = [...variablesRead()]
      .filter(([name]) => !table.has(name))
      .map(([name, file]) => `${name} (read in ${file})`)
      .sort();
    expect(missing).toEqual([]);
  });

  it("finds the variables it checks (the scan itself works)", () => {
    const read = variablesRead();
    for (const name of ["DATABASE_URL", "PGLITE_DATA_DIR", "PUSHER_PORT", "E2E_PORT", "TEST_DATABASE_URL"]) {
      expect(read.has(name), name).toBe(true);
    }
    expect(documented().has("DATABASE_URL")).toBe(true);
  });
});
