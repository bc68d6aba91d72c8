import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as oneCompany from "@/app/api/v1/companies/[uid]/route";
import * as companies from "@/app/api/v1/companies/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, createCompany, createUser, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;
// A tag in every name this suite creates, so searches see only its own companies on a shared database.
const tag = `zq${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  acme = await companyWithRoles({ companyName: `Acme ${tag}` });
  staff = await staffUser();
});

const list = (cookie: string | undefined, query?: Record<string, string>, headers?: Record<string, string>) =>
  call(companies.GET, "GET", "/api/v1/companies", { cookie, query, headers });
const create = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call(companies.POST, "POST", "/api/v1/companies", { cookie, body, headers });
const getOne = (cookie: string | undefined, uid: string) =>
  call(oneCompany.GET, "GET", `/api/v1/companies/${uid}`, { cookie, params: { uid } });
const update = (cookie: string | undefined, uid: string, body: unknown, headers?: Record<string, string>) =>
  call(oneCompany.PUT, "PUT", `/api/v1/companies/${uid}`, { cookie, params: { uid }, body, headers });

describe("GET /api/v1/companies", () => {
  it("answers the switcher's collection, sorted by name case-insensitively, with user counts", async () => {
    const b = await createCompany({ companyName: `beta ${tag}` });
    const a = await createCompany({ companyName: `Alpha ${tag}`, isV2Estimate: true, logoUrl: "/logo.png" });
    await createUser(a);
    await createUser(a, { isActive: false, activatedAt: null });
    const res = await list(staff.cookie, { search: tag.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.query).toEqual([acme.company.uid, a.uid, b.uid]);
    expect(res.body.total).toBe(3);
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.content[a.uid]).toEqual({
      uid: a.uid,
      company_name: `Alpha ${tag}`,
      login_type: "password",
      logo_url: "/logo.png",
      is_market_data_visible: false,
      is_v2_estimate: true,
      is_ai_assistant_enabled: false,
      version: 1,
      user_count: 2,
    });
    expect(res.body.content[acme.company.uid].user_count).toBe(3);
  });

  it("searches by substring and treats % and _ literally", async () => {
    await createCompany({ companyName: `Gamma 100% ${tag}` });
    await createCompany({ companyName: `Gamma 1000 ${tag}` });
    const res = await list(staff.cookie, { search: `100% ${tag}` });
    expect(res.body.total).toBe(1);
    expect(res.body.content[res.body.query[0]].company_name).toBe(`Gamma 100% ${tag}`);
    expect((await list(staff.cookie, { search: `nothing-like-this-${tag}` })).body).toEqual({
      query: [],
      content: {},
      total: 0,
      next_cursor: null,
    });
  });

  it("pages with limit and cursor without skipping or repeating", async () => {
    const pageTag = `pg${randomUUID().slice(0, 6)}`;
    const made = [];
    for (const name of ["d", "b", "e", "a", "c"])
      made.push(await createCompany({ companyName: `${name} ${pageTag}` }));
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await list(staff.cookie, { search: pageTag, limit: "2", ...(cursor ? { cursor } : {}) });
      // The first page counts; a later page does not recount unless asked with count=1.
      expect(res.body.total).toBe(cursor ? null : 5);
      seen.push(...res.body.query.map((uid: string) => res.body.content[uid].company_name[0]));
      cursor = res.body.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("answers 400 to a bad limit", async () => {
    const res = await list(staff.cookie, { limit: "0" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ limit: "Must be a whole number from 1 to 500" });
  });

  it.each(["admin", "editor", "viewer"] as const)("refuses a customer %s with 403", async (role) => {
    const res = await list(acme.cookies[role]);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });

  it("answers 401 without a session", async () => {
    expect((await list(undefined)).status).toBe(401);
  });

  it("still answers staff while they act as a customer company", async () => {
    const res = await list(staff.cookie, { search: tag }, { "company-uid": acme.company.uid });
    expect(res.status).toBe(200);
    expect(res.body.query).toContain(acme.company.uid);
  });
});

describe("POST /api/v1/companies", () => {
  it("creates a company with default switches, answers 201 with an ETag and audits it", async () => {
    const res = await create(staff.cookie, { company_name: `  Delta ${tag} ` });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({
      company_name: `Delta ${tag}`,
      login_type: "password",
      logo_url: null,
      is_market_data_visible: false,
      is_v2_estimate: false,
      is_ai_assistant_enabled: false,
      user_count: 0,
    });
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetUid, res.body.uid), eq(schema.auditLog.action, "company.created")));
    expect(audit).toMatchObject({ companyUid: res.body.uid, actorUserUid: staff.staff.uid });
  });

  it("takes the switches and login type when given", async () => {
    const res = await create(staff.cookie, {
      company_name: `Epsilon ${tag}`,
      login_type: "sso",
      is_market_data_visible: true,
      is_v2_estimate: true,
      is_ai_assistant_enabled: true,
    });
    expect(res.body).toMatchObject({
      login_type: "sso",
      is_market_data_visible: true,
      is_v2_estimate: true,
      is_ai_assistant_enabled: true,
    });
  });

  it.each([
    [{}, { company_name: "Required" }],
    [{ company_name: "   " }, { company_name: "Required" }],
    [{ company_name: "x".repeat(201) }, { company_name: "Must be at most 200 characters" }],
    [{ company_name: "Ok", login_type: "saml" }, { login_type: "Must be password or sso" }],
    [{ company_name: "Ok", is_v2_estimate: "yes" }, { is_v2_estimate: "Must be true or false" }],
  ])("answers 400 to %j with %j", async (body, errors) => {
    const res = await create(staff.cookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", errors });
  });

  it("answers 409 to a name already taken, in any case", async () => {
    const res = await create(staff.cookie, { company_name: `ACME ${tag}`.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", message: "A company with this name already exists" });
  });

  it("refuses a customer admin (403) and an anonymous caller (401), creating nothing", async () => {
    const name = `Sneaky ${tag}`;
    expect((await create(acme.cookies.admin, { company_name: name })).status).toBe(403);
    expect((await create(undefined, { company_name: name })).status).toBe(401);
    expect((await list(staff.cookie, { search: name })).body.total).toBe(0);
  });
});

describe("GET|PUT /api/v1/companies/{uid}", () => {
  it("toggles switches and login type with If-Match, answers the new ETag and audits for that company", async () => {
    const target = await createCompany({ companyName: `Zeta ${tag}` });
    const before = await getOne(staff.cookie, target.uid);
    expect(before.headers.get("etag")).toBe('"1"');
    const res = await update(
      staff.cookie,
      target.uid,
      {
        is_market_data_visible: true,
        is_ai_assistant_enabled: true,
        login_type: "sso",
        company_name: `Zeta2 ${tag}`,
      },
      { "if-match": before.headers.get("etag")! },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body).toMatchObject({
      company_name: `Zeta2 ${tag}`,
      is_market_data_visible: true,
      is_v2_estimate: false,
      is_ai_assistant_enabled: true,
      login_type: "sso",
      version: 2,
    });
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetUid, target.uid), eq(schema.auditLog.action, "company.updated")));
    expect(audit).toMatchObject({ companyUid: target.uid, actorUserUid: staff.staff.uid });
    expect(audit!.data).toMatchObject({ is_market_data_visible: true, login_type: "sso" });
  });

  it("answers 412 to a stale If-Match and changes nothing", async () => {
    const target = await createCompany({ companyName: `Eta ${tag}` });
    const first = await update(staff.cookie, target.uid, { is_v2_estimate: true }, { "if-match": '"1"' });
    expect(first.status).toBe(200);
    const res = await update(staff.cookie, target.uid, { is_v2_estimate: false }, { "if-match": '"1"' });
    expect(res.status).toBe(412);
    expect((await getOne(staff.cookie, target.uid)).body.is_v2_estimate).toBe(true);
  });

  it("answers 404 to an unknown or malformed uid", async () => {
    for (const uid of [randomUUID(), "nope"]) {
      expect((await update(staff.cookie, uid, { is_v2_estimate: true }, { "if-match": '"1"' })).status).toBe(
        404,
      );
      expect((await getOne(staff.cookie, uid)).status).toBe(404);
    }
  });

  it.each([
    [{ login_type: "ldap" }, "login_type"],
    [{ company_name: "" }, "company_name"],
    [{ unknown_field: 1 }, "_"],
  ])("answers 400 to %j", async (body, field) => {
    const res = await update(staff.cookie, acme.company.uid, body, {
      "if-match": `"${acme.company.version}"`,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it("answers 409 when renaming to another company's name", async () => {
    const target = await createCompany({ companyName: `Theta ${tag}` });
    const ifMatch = { "if-match": `"${target.version}"` };
    const res = await update(staff.cookie, target.uid, { company_name: `acme ${tag}` }, ifMatch);
    expect(res.status).toBe(409);
    // Its own name in another case is not a clash.
    expect((await update(staff.cookie, target.uid, { company_name: `THETA ${tag}` }, ifMatch)).status).toBe(
      200,
    );
  });

  it("refuses a customer admin, even for their own company (403), and anonymous callers (401)", async () => {
    const ifMatch = { "if-match": `"${acme.company.version}"` };
    const res = await update(acme.cookies.admin, acme.company.uid, { is_market_data_visible: true }, ifMatch);
    expect(res.status).toBe(403);
    expect((await getOne(acme.cookies.admin, acme.company.uid)).status).toBe(403);
    expect((await update(undefined, acme.company.uid, { is_v2_estimate: true }, ifMatch)).status).toBe(401);
    const [row] = await db()
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.uid, acme.company.uid));
    expect(row!.isMarketDataVisible).toBe(false);
  });

  it("works for staff acting as another company (the path names the target)", async () => {
    const target = await createCompany({ companyName: `Iota ${tag}` });
    const res = await update(
      staff.cookie,
      target.uid,
      { is_v2_estimate: true },
      { "company-uid": acme.company.uid, "if-match": `"${target.version}"` },
    );
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(target.uid);
  });
});
