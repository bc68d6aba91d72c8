import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as keyRoute from "@/app/api/v1/api-key/[uid]/route";
import * as keys from "@/app/api/v1/api-key/route";
import * as oneCompany from "@/app/api/v1/companies/[uid]/route";
import * as companies from "@/app/api/v1/companies/route";
import * as company from "@/app/api/v1/company/route";
import * as news from "@/app/api/v1/news/route";
import * as self from "@/app/api/v1/self/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
  staff = await staffUser();
});

const path = "/api/v1/api-key";
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const create = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call(keys.POST, "POST", path, { cookie, body, headers });
const revoke = (cookie: string | undefined, uid: string, headers?: Record<string, string>) =>
  call(keyRoute.DELETE, "DELETE", `${path}/${uid}`, { cookie, params: { uid }, headers });

describe("POST /api/v1/api-key", () => {
  it("issues a key whose secret is answered once and authenticates the public API as the company", async () => {
    const res = await create(acme.cookies.admin, { name: "  Power BI export ", role: "viewer" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Power BI export",
      role: "viewer",
      last_used_at: null,
      created_by: "Test User",
    });
    expect(res.body.secret).toMatch(/^plk_[A-Za-z0-9_-]{32}$/);
    expect(res.body.prefix).toBe(res.body.secret.slice(0, 8));

    const me = await call(self.GET, "GET", "/api/v1/self", { headers: bearer(res.body.secret) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: acme.admin.uid, company: acme.company.uid });

    const list = await call(keys.GET, "GET", path, { cookie: acme.cookies.admin });
    expect(list.body.content[res.body.uid]).not.toHaveProperty("secret");
    expect(list.body.content[res.body.uid].last_used_at).not.toBeNull();
    const [stored] = await db().select().from(schema.apiKeys).where(eq(schema.apiKeys.uid, res.body.uid));
    expect(stored!.keyHash).not.toContain(res.body.secret);

    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "api_key.create"), eq(schema.auditLog.targetUid, res.body.uid)));
    expect(audit).toMatchObject({ companyUid: acme.company.uid, actorUserUid: acme.admin.uid });
  });

  it("caps the key's role at what it is given: a viewer key cannot write", async () => {
    const res = await create(acme.cookies.admin, { name: "read only" });
    expect(res.body.role).toBe("viewer");
    const write = await call(company.PUT, "PUT", "/api/v1/company", {
      headers: bearer(res.body.secret),
      body: { company_name: "Hijacked" },
    });
    expect(write.status).toBe(403);
  });

  it("refuses bad input with per-field messages and writes nothing", async () => {
    const before = await call(keys.GET, "GET", path, { cookie: acme.cookies.admin });
    const empty = await create(acme.cookies.admin, { name: "  ", role: "owner" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: "validation_error",
      errors: { name: "Required", role: "Must be admin, editor or viewer" },
    });
    const long = await create(acme.cookies.admin, { name: "x".repeat(101) });
    expect(long.body.errors).toEqual({ name: "Use at most 100 characters" });
    const malformed = await call(keys.POST, "POST", path, {
      cookie: acme.cookies.admin,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
    const after = await call(keys.GET, "GET", path, { cookie: acme.cookies.admin });
    expect(after.body.total).toBe(before.body.total);
  });

  it("refuses editors and viewers (403), no sign-in (401) and an API key itself (403)", async () => {
    expect((await create(acme.cookies.editor, { name: "e" })).status).toBe(403);
    expect((await create(acme.cookies.viewer, { name: "v" })).status).toBe(403);
    expect((await create(undefined, { name: "anon" })).status).toBe(401);
    const admin = await create(acme.cookies.admin, { name: "admin key", role: "admin" });
    const minted = await create(undefined, { name: "minted" }, bearer(admin.body.secret));
    expect(minted.status).toBe(403);
    expect(minted.body.message).toBe("API keys cannot manage API keys; sign in to do this");
  });

  it("lets staff acting for a company issue a key for that company", async () => {
    const res = await create(staff.cookie, { name: "support" }, { "company-uid": other.company.uid });
    expect(res.status).toBe(201);
    const company = await call(self.GET, "GET", "/api/v1/company", { headers: bearer(res.body.secret) });
    expect(company.status).toBe(200);
    const list = await call(keys.GET, "GET", path, { cookie: other.cookies.admin });
    expect(list.body.query).toContain(res.body.uid);
  });

  it("gives a key issued by staff its company and role only, never staff powers", async () => {
    const res = await create(
      staff.cookie,
      { name: "k", role: "viewer" },
      { "company-uid": acme.company.uid },
    );
    expect(res.status).toBe(201);
    const key = bearer(res.body.secret);
    const all = await call(companies.GET, "GET", "/api/v1/companies", { headers: key });
    expect(all.status).toBe(403);
    const params = { uid: other.company.uid };
    const url = `/api/v1/companies/${other.company.uid}`;
    expect((await call(oneCompany.GET, "GET", url, { headers: key, params })).status).toBe(403);
    const put = await call(oneCompany.PUT, "PUT", url, {
      headers: key,
      params,
      body: { is_v2_estimate: true },
    });
    expect(put.status).toBe(403);
    const post = await call(news.POST, "POST", "/api/v1/news", { headers: key, body: {} });
    expect(post.status).toBe(403);
    const me = await call(self.GET, "GET", "/api/v1/self", { headers: key });
    expect(me.body).toMatchObject({ is_zebeler: false });
    const mine = await call(company.GET, "GET", "/api/v1/company", { headers: key });
    expect(mine.body.uid).toBe(acme.company.uid);
    const elsewhere = await call(company.GET, "GET", "/api/v1/company", {
      headers: { ...key, "company-uid": other.company.uid },
    });
    expect(elsewhere.status).toBe(403);
  });
});

describe("GET /api/v1/api-key", () => {
  it("lists only the company's active keys, newest first", async () => {
    const a = await create(other.cookies.admin, { name: "first" });
    const b = await create(other.cookies.admin, { name: "second" });
    const res = await call(keys.GET, "GET", path, { cookie: other.cookies.admin });
    expect(res.status).toBe(200);
    expect(res.body.query.indexOf(b.body.uid)).toBeLessThan(res.body.query.indexOf(a.body.uid));
    const acmeList = await call(keys.GET, "GET", path, { cookie: acme.cookies.admin });
    expect(acmeList.body.query).not.toContain(a.body.uid);
  });

  it("refuses an editor (403) and no sign-in (401)", async () => {
    expect((await call(keys.GET, "GET", path, { cookie: acme.cookies.editor })).status).toBe(403);
    expect((await call(keys.GET, "GET", path)).status).toBe(401);
  });
});

describe("DELETE /api/v1/api-key/{uid}", () => {
  it("revokes at once: the key answers 401 and leaves the list", async () => {
    const key = await create(acme.cookies.admin, { name: "to revoke" });
    expect((await call(self.GET, "GET", "/api/v1/self", { headers: bearer(key.body.secret) })).status).toBe(
      200,
    );
    const res = await revoke(acme.cookies.admin, key.body.uid);
    expect(res.status).toBe(204);
    const after = await call(self.GET, "GET", "/api/v1/self", { headers: bearer(key.body.secret) });
    expect(after.status).toBe(401);
    const list = await call(keys.GET, "GET", path, { cookie: acme.cookies.admin });
    expect(list.body.query).not.toContain(key.body.uid);
    expect((await revoke(acme.cookies.admin, key.body.uid)).status).toBe(404);
  });

  it("answers 404 for another company's key and leaves it working", async () => {
    const key = await create(other.cookies.admin, { name: "theirs" });
    const res = await revoke(acme.cookies.admin, key.body.uid);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found", message: "API key not found" });
    expect((await call(self.GET, "GET", "/api/v1/self", { headers: bearer(key.body.secret) })).status).toBe(
      200,
    );
    expect((await revoke(acme.cookies.admin, "not-a-uid")).status).toBe(404);
  });

  it("refuses an editor (403)", async () => {
    const key = await create(acme.cookies.admin, { name: "kept" });
    expect((await revoke(acme.cookies.editor, key.body.uid)).status).toBe(403);
  });
});
