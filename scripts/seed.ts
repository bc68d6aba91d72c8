// npm run db:seed [-- --force] — idempotent demo data; refuses a non-local DATABASE_URL unless forced.
import { closeDb, dbHandle } from "@/db";
import { dbEnv } from "@/lib/env";
import { demoAccountsTable, seedDemo } from "@/lib/seed/demo";

const url = dbEnv().DATABASE_URL;
const host = url ? new URL(url).hostname : "localhost";
const local = ["localhost", "127.0.0.1", "::1", "[::1]"].includes(host);
if (!local && !process.argv.includes("--force")) {
  console.error(
    `Refusing to seed demo accounts into ${host}: it is not a local database. Pass --force to do it anyway.`,
  );
  process.exit(1);
}
await dbHandle().migrate();
const { created } = await seedDemo();
await closeDb();
console.log(`Seed done: ${created} account(s) created.\n${demoAccountsTable()}`);
