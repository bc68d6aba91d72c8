import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "@/lib/server/backup";

// npm run db:backup / db:restore: a database with rows in it, backed up, restored elsewhere, and compared table
// by table (every row of every table, the migration history included).
const work = mkdtempSync(path.join(tmpdir(), "plinth-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const tablesQuery = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;
const fill = `
  insert into companies (uid, company_name) values
    ('00000000-0000-4000-8000-00000000000a', 'Backup Builders'), ('00000000-0000-4000-8000-00000000000b', 'Ünïcode & Co');
  insert into users (company_uid, email, username, roles) values
    ('00000000-0000-4000-8000-00000000000a', 'a@backup.test', 'a@backup.test', array['admin']),
    ('00000000-0000-4000-8000-00000000000b', 'b@backup.test', 'b@backup.test', array['viewer'])`;

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table's rows as JSON text, in a stable order. */
async function snapshot(query: Query): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { name } of await query(tablesQuery)) {
    const rows = await query(`select row_to_json(t)::text as row from ${name} t`);
    out[name as string] = rows.map((r) => r.row as string).sort();
  }
  return out;
}

describe.runIf(!process.env.DATABASE_URL)("PGlite backup and restore", () => {
  it("restores every table's rows into a new data folder, and replaces one only with --force", async () => {
    const source = path.join(work, "source");
    const client = await PGlite.create(source, { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client), { migrationsFolder: "drizzle" });
    await client.exec(fill);
    const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const before = await snapshot(query);
    await client.close();
    expect(before["public.companies"]).toHaveLength(2);
    expect(Object.keys(before).length).toBeGreaterThan(10);

    const file = path.join(work, "pglite.tar.gz");
    await backupPglite(source, file);
    const target = path.join(work, "target");
    await restorePglite(file, target);
    const restored = await PGlite.create(target, { extensions: { pg_trgm } });
    expect(
      await snapshot(async (text) => (await restored.query<Record<string, unknown>>(text)).rows),
    ).toEqual(before);
    await restored.exec("delete from users");
    await restored.close();

    await expect(restorePglite(file, target)).rejects.toThrow(
      `${target} already holds a database: pass --force`,
    );
    await restorePglite(file, target, { replace: true });
    const again = await PGlite.create(target, { extensions: { pg_trgm } });
    expect(await snapshot(async (text) => (await again.query<Record<string, unknown>>(text)).rows)).toEqual(
      before,
    );
    await again.close();
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)("PostgreSQL backup and restore", () => {
  it("restores every table's rows into another database, and over a changed one", async () => {
    const base = process.env.DATABASE_URL as string;
    const admin = postgres(base, { max: 1, onnotice: () => {} });
    const names = ["source", "target"].map((n) => `plinth_backup_${n}_${Date.now()}`);
    const urls = names.map((name) => Object.assign(new URL(base), { pathname: `/${name}` }).toString());
    for (const name of names) await admin.unsafe(`create database ${name}`);
    const [source, target] = urls.map((url) => postgres(url, { max: 1, onnotice: () => {} })) as [
      postgres.Sql,
      postgres.Sql,
    ];
    try {
      await migratePostgres(drizzlePostgres(source), { migrationsFolder: "drizzle" });
      await source.unsafe(fill);
      const before = await snapshot((text) => source.unsafe(text));
      expect(before["public.companies"]).toHaveLength(2);

      const file = path.join(work, "postgres.dump");
      backupPostgres(urls[0] as string, file);
      restorePostgres(file, urls[1] as string);
      expect(await snapshot((text) => target.unsafe(text))).toEqual(before);

      // Over a database that changed since: what the dump holds comes back as it was.
      await source.unsafe("delete from users; update companies set company_name = 'Changed'");
      restorePostgres(file, urls[0] as string);
      expect(await snapshot((text) => source.unsafe(text))).toEqual(before);
    } finally {
      await Promise.all([source.end(), target.end()]);
      for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
