// npm run db:backup [-- <file>] — PostgreSQL (DATABASE_URL) with pg_dump, else the PGlite data folder
// (PGLITE_DATA_DIR; stop the server first: only one process may open it). docs/OPERATIONS.md, "Backups".
import { mkdirSync } from "node:fs";
import path from "node:path";
import { dbEnv } from "@/lib/env";
import { backupPglite, backupPostgres } from "@/lib/server/backup";

const { DATABASE_URL, PGLITE_DATA_DIR } = dbEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file =
  process.argv[2] ?? path.join("backups", `plinth-${stamp}.${DATABASE_URL ? "dump" : "pglite.tar.gz"}`);
mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
try {
  if (DATABASE_URL) backupPostgres(DATABASE_URL, file);
  else await backupPglite(PGLITE_DATA_DIR, file);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
