import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { dbEnv } from "@/lib/env";
import * as schema from "./schema";

// Both drivers expose the same query builder; one type keeps services driver-agnostic.
export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

type Handle = { db: Db; driver: "postgres" | "pglite"; migrate(): Promise<void>; close(): Promise<void> };

const migrationsFolder = path.join(process.cwd(), "drizzle");

function open(): Handle {
  const { DATABASE_URL, PGLITE_DATA_DIR } = dbEnv();
  if (DATABASE_URL) {
    const client = postgres(DATABASE_URL, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end(),
    };
  }
  const inMemory = PGLITE_DATA_DIR.startsWith("memory://");
  // PGlite does not create its parent folder, and only one process may open a data folder.
  if (!inMemory) mkdirSync(PGLITE_DATA_DIR, { recursive: true });
  // pg_trgm indexes the project text search (`%word%`), as the PostgreSQL migration does.
  const client = new PGlite(PGLITE_DATA_DIR, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

// One handle per process, kept on globalThis so Next's dev reloads do not open a second PGlite.
const holder = globalThis as unknown as { __plinthDb?: Handle };

export function dbHandle(): Handle {
  holder.__plinthDb ??= open();
  return holder.__plinthDb;
}

export function db(): Db {
  return dbHandle().db;
}

export async function closeDb(): Promise<void> {
  const handle = holder.__plinthDb;
  holder.__plinthDb = undefined;
  await handle?.close();
}

export { schema };
