import { describe, expect, it } from "vitest";
import { dbEnv } from "@/lib/env";
import { demoPassword } from "@/lib/seed/demo";
import { checkCredentials } from "@/lib/server/auth/login";
import {
  databaseIsInProcess,
  prepareDatabase,
  preparedMessage,
  seedsDemo,
} from "@/lib/server/database-startup";

const settings = (over: Partial<ReturnType<typeof dbEnv>>) => ({
  DATABASE_URL: undefined,
  DATABASE_PREPARE: true,
  PGLITE_DATA_DIR: ".data/pglite",
  SEED_DEMO: false,
  ...over,
});

describe("which process prepares the database", () => {
  it("is the serving process only for an in-memory PGlite", () => {
    expect(databaseIsInProcess(settings({ PGLITE_DATA_DIR: "memory://" }))).toBe(true);
    expect(databaseIsInProcess(settings({}))).toBe(false);
    const pg = "postgres://db.example/plinth";
    expect(databaseIsInProcess(settings({ DATABASE_URL: pg, PGLITE_DATA_DIR: "memory://" }))).toBe(false);
  });

  it("seeds the demo into PGlite, and into PostgreSQL only when SEED_DEMO asks", () => {
    expect(seedsDemo(settings({}))).toBe(true);
    expect(seedsDemo(settings({ DATABASE_URL: "postgres://db.example/plinth" }))).toBe(false);
    expect(seedsDemo(settings({ DATABASE_URL: "postgres://db.example/plinth", SEED_DEMO: true }))).toBe(true);
  });
});

// The shared PostgreSQL test database must not get the demo: there this checks the no-seed path only.
describe.runIf(!process.env.DATABASE_URL)("an in-memory database prepared in the process", () => {
  it("is migrated and seeded once, and the demo admin then signs in", async () => {
    const first = await prepareDatabase(dbEnv());
    expect(first).toMatchObject({ driver: "pglite", seeded: true });
    expect(preparedMessage(first)).toContain("admin@acme.test");
    const again = await prepareDatabase(dbEnv());
    expect(again.seeded).toBe(false);
    expect(preparedMessage(again)).toMatch(/^Database ready \(pglite, \d+ ms\)$/);
    const login = await checkCredentials({ email: "admin@acme.test", password: demoPassword });
    expect(login).toMatchObject({ ok: true });
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)("PostgreSQL prepared at start", () => {
  it("is migrated without demo data unless SEED_DEMO is set", async () => {
    const result = await prepareDatabase({ ...dbEnv(), SEED_DEMO: false });
    expect(result).toMatchObject({ driver: "postgres", seeded: false });
  });
});
