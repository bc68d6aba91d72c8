import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { TestProject } from "vitest/node";

// With DATABASE_URL set, the suite runs on a fresh PostgreSQL database made for this run and dropped after it.
// Without it, every test file opens its own in-memory PGlite (see setup.ts), started from a data folder migrated
// once here: a fresh PGlite's initdb and migrations took most of each file's time.
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) return pgliteTemplate(project);
  const name = `plinth_it_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await migrate(drizzle(client), { migrationsFolder: "drizzle" });
  await client.end();
  project.provide("databaseUrl", url.toString());
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

async function pgliteTemplate(project: TestProject) {
  const client = new PGlite("memory://", { extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: "drizzle" });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(tmpdir(), `plinth-pglite-template-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
    pgliteTemplate: string | undefined;
  }
}
