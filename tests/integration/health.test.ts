import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as live from "@/app/api/health/live/route";
import * as ready from "@/app/api/health/ready/route";
import * as health from "@/app/api/health/route";
import { dbHandle } from "@/db";
import { selectRow } from "@/lib/server/estimate/core";
import { call } from "./helpers";

// `connection()` (opting the route out of prerendering) needs Next's request scope, which a direct handler call
// lacks; everything else from next/server stays real.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const driver = process.env.DATABASE_URL ? "postgres" : "pglite";

describe("GET /api/health", () => {
  it("answers 200 with the database driver in use and a request id, without sign-in", async () => {
    const res = await call(health.GET, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: driver });
    expect(res.body.database).toBe(dbHandle().driver);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /api/health/live", () => {
  it("answers 200 ok without sign-in", async () => {
    const res = await call(live.GET, "GET", "/api/health/live");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });
});

describe("GET /api/health/ready", () => {
  it("answers 200 when every migration is applied", async () => {
    const res = await call(ready.GET, "GET", "/api/health/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: driver, pending: 0 });
  });

  it("answers 503 naming how many migrations are pending", async () => {
    // The last migration forgotten, as a database a newer build starts against; put back afterwards.
    const { db } = dbHandle();
    const last = await selectRow(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    expect(last).toBeDefined();
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const res = await call(ready.GET, "GET", "/api/health/ready");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: "error",
        database: driver,
        pending: 1,
        message: "1 migration pending",
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await call(ready.GET, "GET", "/api/health/ready")).status).toBe(200);
  });

  it("answers 503 'Database unreachable' when the database does not answer", async () => {
    const handle = dbHandle();
    const execute = vi.spyOn(handle.db, "execute").mockRejectedValue(new Error("ECONNREFUSED"));
    try {
      const res = await call(ready.GET, "GET", "/api/health/ready");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: "error", database: driver, message: "Database unreachable" });
    } finally {
      execute.mockRestore();
    }
  });
});
