// npm run db:restore -- <file> [--force] — back into DATABASE_URL with pg_restore (what the dump holds is
// replaced), else into PGLITE_DATA_DIR (only an empty or missing folder unless --force; server stopped).
import { dbEnv } from "@/lib/env";
import { restorePglite, restorePostgres } from "@/lib/server/backup";

const { DATABASE_URL, PGLITE_DATA_DIR } = dbEnv();
const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run db:restore -- <backup file> [--force]");
  process.exit(1);
}
try {
  if (DATABASE_URL) restorePostgres(file, DATABASE_URL);
  else await restorePglite(file, PGLITE_DATA_DIR, { replace: process.argv.includes("--force") });
  console.log(
    `Restored ${file} into ${DATABASE_URL ? new URL(DATABASE_URL).pathname.slice(1) : PGLITE_DATA_DIR}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
