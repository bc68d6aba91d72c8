// Runs the migrations; on the embedded default (no DATABASE_URL) it also seeds an empty database.
import { closeDb, dbHandle } from "@/db";
import { dbEnv } from "@/lib/env";
import { demoAccountsTable, isDatabaseEmpty, seedDemo } from "@/lib/seed/demo";

const started = Date.now();
const handle = dbHandle();
await handle.migrate();
let seeded = false;
if (!dbEnv().DATABASE_URL && (await isDatabaseEmpty())) {
  await seedDemo();
  seeded = true;
}
await closeDb();
console.log(`Database ready (${handle.driver}, ${Date.now() - started} ms)`);
if (seeded) console.log(`\nA fresh demo database was created.\n${demoAccountsTable()}\n`);
