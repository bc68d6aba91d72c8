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

// Drizzle sends every query unnamed, and postgres.js answers an unnamed query with parameters in two round trips
// (it asks the server for the parameter types first). A named prepared statement is parsed once per connection
// and then costs one round trip, so the app's statements are prepared; long generated ones (bulk writes with
// thousands of parameters) stay unnamed and do not pile up on the server. Through a pooler in transaction mode
// this needs one that tracks protocol-level prepared statements (PgBouncer 1.21+ with max_prepared_statements
// above 0); for any other, DATABASE_PREPARE=false turns all of it off (docs/ARCHITECTURE.md, "The database").
const maxPreparedParams = 200;
const maxPreparedLength = 8_000;

function prepareShortStatements(client: postgres.Sql) {
  const unsafe = client.unsafe;
  client.unsafe = ((query: string, params?: unknown[], options?: object) =>
    unsafe(
      query,
      params as postgres.ParameterOrJSON<never>[],
      params?.length && params.length <= maxPreparedParams && query.length <= maxPreparedLength
        ? { ...options, prepare: true }
        : options,
    )) as typeof unsafe;
  // A transaction's statements run on a connection of their own: prepare those too.
  const begin = client.begin;
  client.begin = ((...args: unknown[]) => {
    const work = args.pop() as (sql: postgres.Sql) => unknown;
    return (begin as (...a: unknown[]) => Promise<unknown>)(...args, (sql: postgres.Sql) => {
      prepareShortStatements(sql);
      return work(sql);
    });
  }) as typeof begin;
}

// Any fixed number: every Plinth process migrating this database takes the same lock.
const migrationLock = 7_215_461_803;

/**
 * Several servers starting at once against one database: each waits on a session-level advisory lock, held on
 * a connection of its own while the migrator runs on the pool, so one applies the migrations and the others
 * then find nothing left to do.
 */
export async function migrateLocked(client: postgres.Sql, db: Db): Promise<void> {
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${migrationLock})`;
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lock`select pg_advisory_unlock(${migrationLock})`;
    }
  } finally {
    lock.release();
  }
}

function open(): Handle {
  const { DATABASE_URL, DATABASE_PREPARE, PGLITE_DATA_DIR } = dbEnv();
  if (DATABASE_URL) {
    const client = postgres(DATABASE_URL, { max: 10, onnotice: () => {}, prepare: DATABASE_PREPARE });
    if (DATABASE_PREPARE) prepareShortStatements(client);
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migrateLocked(client, db),
      close: () => client.end(),
    };
  }
  const inMemory = PGLITE_DATA_DIR.startsWith("memory://");
  // PGlite does not create its parent folder, and only one process may open a data folder.
  if (!inMemory) mkdirSync(PGLITE_DATA_DIR, { recursive: true });
  // pg_trgm indexes the project text search (`%word%`), as the PostgreSQL migration does.
  const client = new PGlite(PGLITE_DATA_DIR, {
    extensions: { pg_trgm },
    ...(inMemory && memoryTemplate ? { loadDataDir: memoryTemplate } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

// A migrated data folder (PGlite's dumpDataDir) that an in-memory database starts from, instead of running initdb
// and every migration: most of a fresh PGlite's start-up. The integration tests make one per run and give it to each
// test file (tests/integration/global-setup.ts), which cuts seconds off every file.
let memoryTemplate: Blob | undefined;

export function startInMemoryFrom(template: Blob): void {
  memoryTemplate = template;
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
