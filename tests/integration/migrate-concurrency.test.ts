import { readFileSync } from "node:fs";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { type Db, migrateLocked, schema } from "@/db";

const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };

// Several servers starting at once against one fresh PostgreSQL database (PGlite has one process by design).
describe.runIf(process.env.DATABASE_URL)("migrations started by two servers at once", () => {
  it("both succeed, and each migration is applied once", async () => {
    const base = process.env.DATABASE_URL as string;
    const name = `plinth_migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const servers = [0, 1].map(() => postgres(url.toString(), { max: 4, onnotice: () => {} }));
    try {
      const results = await Promise.allSettled(
        servers.map((client) => migrateLocked(client, drizzle(client, { schema }) as unknown as Db)),
      );
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const [applied] = await servers[0]!`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(applied?.n).toBe(journal.entries.length);
      // The lock is released: a third start takes it at once and has nothing to do.
      await migrateLocked(servers[1]!, drizzle(servers[1]!, { schema }) as unknown as Db);
    } finally {
      await Promise.all(servers.map((client) => client.end()));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
