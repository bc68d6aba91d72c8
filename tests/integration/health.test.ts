import { describe, expect, it, vi } from "vitest";
import * as health from "@/app/api/health/route";
import { dbHandle } from "@/db";
import { call } from "./helpers";

// `connection()` (opting the route out of prerendering) needs Next's request scope, which a direct handler call
// lacks; everything else from next/server stays real.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

describe("GET /api/health", () => {
  it("answers 200 with the database driver in use and a request id, without sign-in", async () => {
    const res = await call(health.GET, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: process.env.DATABASE_URL ? "postgres" : "pglite" });
    expect(res.body.database).toBe(dbHandle().driver);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
