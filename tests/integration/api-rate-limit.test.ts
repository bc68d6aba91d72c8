import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as keys from "@/app/api/v1/api-key/route";
import * as projects from "@/app/api/v1/project/route";
import * as self from "@/app/api/v1/self/route";
import { db, schema } from "@/db";
import { flushKeyUsage, resetKeyBuckets } from "@/lib/server/public-api/rate-limit";
import { call, companyWithRoles } from "./helpers";

// Per-key rate limits (headers on every answer, 429 with Retry-After, counts shared through PostgreSQL) and
// idempotent POSTs.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
});
beforeEach(() => resetKeyBuckets());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
async function issue(cookie: string, body: Record<string, unknown> = {}) {
  const res = await call(keys.POST, "POST", "/api/v1/api-key", { cookie, body: { name: "Key", ...body } });
  expect(res.status).toBe(201);
  return res.body as { uid: string; secret: string; rate_limit: number };
}
const me = (secret: string) => call(self.GET, "GET", "/api/v1/self", { headers: bearer(secret) });

describe("rate limits per key", () => {
  it("answers RateLimit-* headers on every key answer, then 429 with Retry-After past the limit", async () => {
    const key = await issue(acme.cookies.admin, { rate_limit: 3 });
    expect(key.rate_limit).toBe(3);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await me(key.secret);
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe("3");
      expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThanOrEqual(0);
      remaining.push(res.headers.get("ratelimit-remaining")!);
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    const refused = await me(key.secret);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    // An error answer carries them too.
    const missing = await call(projects.POST, "POST", "/api/v1/project", {
      headers: bearer(key.secret),
      body: {},
    });
    expect(missing.headers.get("ratelimit-limit")).toBe("3");
  });

  it("a session's answers carry no rate-limit headers", async () => {
    const res = await call(self.GET, "GET", "/api/v1/self", { cookie: acme.cookies.admin });
    expect(res.headers.get("ratelimit-limit")).toBeNull();
  });

  it("flushes counts to PostgreSQL in one batch and debits what other servers spent", async () => {
    const key = await issue(acme.cookies.admin, { rate_limit: 10 });
    for (let i = 0; i < 2; i++) expect((await me(key.secret)).status).toBe(200);
    await flushKeyUsage();
    const usage = schema.apiKeyUsage;
    const [row] = await db().select().from(usage).where(eq(usage.keyUid, key.uid));
    expect(row!.count).toBe(2);
    // Another app server admitted 6 requests of the same key in this window.
    await db()
      .update(usage)
      .set({ count: row!.count + 6 })
      .where(and(eq(usage.keyUid, key.uid), eq(usage.windowStart, row!.windowStart)));
    expect((await me(key.secret)).status).toBe(200);
    await flushKeyUsage();
    const after = await me(key.secret);
    expect(Number(after.headers.get("ratelimit-remaining"))).toBeLessThanOrEqual(1);
  });
});

describe("Idempotency-Key on POST", () => {
  it("a repeat returns the first answer (status and body) and creates nothing more", async () => {
    const key = await issue(acme.cookies.admin, { role: "editor" });
    const idem = crypto.randomUUID();
    const first = await call(projects.POST, "POST", "/api/v1/project", {
      headers: { ...bearer(key.secret), "idempotency-key": idem },
      body: { name: "Once" },
    });
    expect(first.status).toBe(201);
    const again = await call(projects.POST, "POST", "/api/v1/project", {
      headers: { ...bearer(key.secret), "idempotency-key": idem },
      body: { name: "Once" },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const made = await db()
      .select()
      .from(schema.projects)
      .where(and(eq(schema.projects.companyUid, acme.company.uid), eq(schema.projects.name, "Once")));
    expect(made).toHaveLength(1);
  });

  it("is scoped to the caller: another caller's same key is a new request", async () => {
    const idem = crypto.randomUUID();
    const mine = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: acme.cookies.editor,
      headers: { "idempotency-key": idem },
      body: { name: "Mine" },
    });
    const theirs = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: other.cookies.editor,
      headers: { "idempotency-key": idem },
      body: { name: "Theirs" },
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.uid).not.toBe(mine.body.uid);
  });

  it("a failed request is not remembered, and a key reused elsewhere is refused", async () => {
    const idem = crypto.randomUUID();
    const bad = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: acme.cookies.admin,
      headers: { "idempotency-key": idem },
      body: {},
    });
    expect(bad.status).toBe(400);
    const good = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: acme.cookies.admin,
      headers: { "idempotency-key": idem },
      body: { name: "Second try" },
    });
    expect(good.status).toBe(201);
    const elsewhere = await call(keys.POST, "POST", "/api/v1/api-key", {
      cookie: acme.cookies.admin,
      headers: { "idempotency-key": idem },
      body: { name: "x" },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toMatch(/another request/);
  });
});
