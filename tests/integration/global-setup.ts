import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { TestProject } from "vitest/node";

// With DATABASE_URL set, the suite runs on a fresh PostgreSQL database made for this run and dropped after it.
// Without it, every test file opens its own in-memory PGlite (see setup.ts).
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) return;
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

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
  }
}
