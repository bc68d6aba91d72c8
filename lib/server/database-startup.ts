// Migrating (and, for the demo, seeding) the database before the app serves: scripts/migrate.ts runs it for
// `npm start` on PostgreSQL and on-disk PGlite; the serving process runs it itself for an in-memory PGlite
// (instrumentation-node.ts), which no other process can reach.
import { dbHandle } from "@/db";
import { dbEnv } from "@/lib/env";
import { demoAccountsTable, isDatabaseEmpty, seedDemo } from "@/lib/seed/demo";

type DbSettings = ReturnType<typeof dbEnv>;

/** The database lives only inside this process (PGlite's `memory://`): migrate and seed it here. */
export function databaseIsInProcess(settings: DbSettings = dbEnv()): boolean {
  return !settings.DATABASE_URL && settings.PGLITE_DATA_DIR.startsWith("memory://");
}

/** Demo data goes into an empty embedded database; into PostgreSQL only when SEED_DEMO asks for it. */
export function seedsDemo(settings: DbSettings = dbEnv()): boolean {
  return !settings.DATABASE_URL || settings.SEED_DEMO;
}

/** Runs pending migrations, then seeds the demo when wanted and the database is empty. */
export async function prepareDatabase(settings: DbSettings = dbEnv()) {
  const started = Date.now();
  const handle = dbHandle();
  await handle.migrate();
  const seeded = seedsDemo(settings) && (await isDatabaseEmpty());
  if (seeded) await seedDemo();
  return { driver: handle.driver, seeded, ms: Date.now() - started };
}

/** What start-up prints: the driver and time, and the demo accounts when they were just created. */
export function preparedMessage(result: Awaited<ReturnType<typeof prepareDatabase>>): string {
  const ready = `Database ready (${result.driver}, ${result.ms} ms)`;
  return result.seeded ? `${ready}\n\nA fresh demo database was created.\n${demoAccountsTable()}\n` : ready;
}
