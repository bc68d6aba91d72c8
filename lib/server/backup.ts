// npm run db:backup / db:restore (scripts/db-backup.ts, scripts/db-restore.ts): PostgreSQL through pg_dump's
// custom format and pg_restore; the embedded PGlite through its own data-folder dump (a gzipped tarball).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The newest PostgreSQL client tool: Debian keeps one per version under /usr/lib/postgresql. */
function pgTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin", name) : name;
}

function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: "utf8" });
  if (result.error) throw new Error(`${tool} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${path.basename(tool)} failed: ${result.stderr.trim()}`);
}

/** The whole database (schema, data, migration history) in pg_dump's custom format. */
export function backupPostgres(url: string, file: string) {
  run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-acl", `--file=${file}`, `--dbname=${url}`]);
}

/** Replaces what the dump holds in the database at `url` (dropping those objects first), in one transaction. */
export function restorePostgres(file: string, url: string) {
  run(pgTool("pg_restore"), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-acl",
    "--single-transaction",
    `--dbname=${url}`,
    file,
  ]);
}

const extensions = { pg_trgm };

function onDisk(dataDir: string) {
  if (dataDir.startsWith("memory://")) {
    throw new Error("An in-memory PGlite lives only inside its server: there is nothing on disk to back up.");
  }
}

/** PGlite's data folder as a gzipped tarball. The folder must not be open (stop the server first). */
export async function backupPglite(dataDir: string, file: string) {
  onDisk(dataDir);
  if (!existsSync(dataDir)) throw new Error(`No PGlite database at ${dataDir}.`);
  const client = await PGlite.create(dataDir, { extensions });
  try {
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Makes `dataDir` the database in the dump. An existing one is replaced only with `replace`. */
export async function restorePglite(file: string, dataDir: string, { replace = false } = {}) {
  onDisk(dataDir);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!replace) throw new Error(`${dataDir} already holds a database: pass --force to replace it.`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadDataDir = new Blob([readFileSync(file)]);
  const client = await PGlite.create(dataDir, { extensions, loadDataDir });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
