import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminCompany from "@/app/api/v1/admin/company/route";
import * as company from "@/app/api/v1/company/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, createUser, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  acme = await companyWithRoles({
    companyName: "Acme Builders",
    logoUrl: "https://cdn.example.test/acme.png",
  });
  other = await companyWithRoles();
  staff = await staffUser();
});

const getCompany = (cookie?: string, headers?: Record<string, string>) =>
  call(company.GET, "GET", "/api/v1/company", { cookie, headers });
const putCompany = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call(company.PUT, "PUT", "/api/v1/company", { cookie, body, headers });
/** Acme's version as If-Match; the PUT tests that use it never change Acme. */
const acmeVersion = () => `"${acme.company.version}"`;
const readRow = async (uid: string) =>
  (await db().select().from(schema.companies).where(eq(schema.companies.uid, uid)))[0]!;

describe("GET /api/v1/company", () => {
  it.each(["admin", "editor", "viewer"] as const)(
    "answers the company's fields to a %s, with an ETag",
    async (role) => {
      const res = await getCompany(acme.cookies[role]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        uid: acme.company.uid,
        company_name: "Acme Builders",
        login_type: "password",
        logo_url: "https://cdn.example.test/acme.png",
        is_market_data_visible: false,
        is_v2_estimate: false,
        is_ai_assistant_enabled: false,
        version: 1,
      });
      expect(res.headers.get("etag")).toBe('"1"');
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("answers 401 without a session", async () => {
    const res = await getCompany();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "Authentication required", code: "unauthorized" });
  });

  it("refuses a user of another company sending its company-uid with 403", async () => {
    const res = await getCompany(other.cookies.admin, { "company-uid": acme.company.uid });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "You cannot act for another company", code: "forbidden" });
  });

  it("lets staff read a customer company by company-uid, and answers 404 for an unknown one", async () => {
    const res = await getCompany(staff.cookie, { "company-uid": acme.company.uid });
    expect(res.status).toBe(200);
    expect(res.body.company_name).toBe("Acme Builders");
    const unknown = await getCompany(staff.cookie, { "company-uid": randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "Company not found", code: "not_found" });
  });
});

describe("PUT /api/v1/company", () => {
  it("lets an admin change the name and logo and answers the updated company", async () => {
    const { company: row, cookies } = await companyWithRoles();
    const res = await putCompany(
      cookies.admin,
      { company_name: " Renamed Co ", logo_url: "/uploads/logo.png" },
      { "if-match": `"${row.version}"` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: row.uid,
      company_name: "Renamed Co",
      logo_url: "/uploads/logo.png",
      version: 2,
    });
    expect(res.headers.get("etag")).toBe('"2"');
    expect((await getCompany(cookies.viewer)).body.company_name).toBe("Renamed Co");
    const cleared = await putCompany(
      cookies.admin,
      { logo_url: null },
      { "if-match": res.headers.get("etag")! },
    );
    expect(cleared.body).toMatchObject({ company_name: "Renamed Co", logo_url: null, version: 3 });
  });

  it.each(["editor", "viewer"] as const)("refuses a %s with 403", async (role) => {
    const res = await putCompany(acme.cookies[role], { company_name: "Nope" }, { "if-match": acmeVersion() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "You do not have permission to do this", code: "forbidden" });
    expect((await readRow(acme.company.uid)).companyName).toBe("Acme Builders");
  });

  it("answers 401 without a session", async () => {
    expect((await putCompany(undefined, { company_name: "Nope" }, { "if-match": '"1"' })).status).toBe(401);
  });

  it.each([
    [{ company_name: "" }, { company_name: "Required" }],
    [{ company_name: "   " }, { company_name: "Required" }],
    [{ logo_url: "not a url" }, { logo_url: "Must be a URL" }],
    [{ logo_url: "javascript:alert(1)" }, { logo_url: "Must be a URL" }],
    [{ logo_url: "//evil.example/logo.png" }, { logo_url: "Must be a URL" }],
    [{ nickname: "Acme" }, { _: 'Unrecognized key: "nickname"' }],
  ])("answers 400 to %j with exact messages and changes nothing", async (body, errors) => {
    const res = await putCompany(acme.cookies.admin, body, { "if-match": acmeVersion() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Validation failed", code: "validation_error", errors });
    const row = await readRow(acme.company.uid);
    expect(row).toMatchObject({
      companyName: "Acme Builders",
      logoUrl: "https://cdn.example.test/acme.png",
      version: 1,
    });
  });

  it("refuses a customer admin who sends a staff-only flag, naming the field", async () => {
    const res = await putCompany(
      acme.cookies.admin,
      { company_name: "Acme Builders", is_v2_estimate: true },
      { "if-match": acmeVersion() },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: "Only Plinth staff can change is_v2_estimate",
      code: "forbidden",
    });
    expect((await readRow(acme.company.uid)).isV2Estimate).toBe(false);
  });

  it("lets staff acting as a company set its flags; the change lands on that company only", async () => {
    const target = await companyWithRoles();
    const res = await putCompany(
      staff.cookie,
      { is_v2_estimate: true, is_market_data_visible: true, is_ai_assistant_enabled: true },
      { "company-uid": target.company.uid.replaceAll("-", ""), "if-match": `"${target.company.version}"` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: target.company.uid,
      is_v2_estimate: true,
      is_market_data_visible: true,
      is_ai_assistant_enabled: true,
    });
    expect(await readRow(target.company.uid)).toMatchObject({
      isV2Estimate: true,
      isMarketDataVisible: true,
      isAiAssistantEnabled: true,
    });
    expect(await readRow(staff.provider.uid)).toMatchObject({ isV2Estimate: false, version: 1 });
    expect((await getCompany(target.cookies.viewer)).body.is_v2_estimate).toBe(true);
  });

  it("answers 412 to a stale If-Match and keeps the newer value", async () => {
    const { company: row, cookies } = await companyWithRoles();
    const first = await putCompany(cookies.admin, { company_name: "First" }, { "if-match": '"1"' });
    expect(first.status).toBe(200);
    const stale = await putCompany(cookies.admin, { company_name: "Second" }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      message: "This record was changed by someone else. Reload to see the latest version.",
      code: "precondition_failed",
    });
    expect(await readRow(row.uid)).toMatchObject({ companyName: "First", version: 2 });
  });

  it("refuses a user of another company sending its company-uid, and staff with an unknown one", async () => {
    const foreign = await putCompany(
      other.cookies.admin,
      { company_name: "Hijack" },
      { "company-uid": acme.company.uid, "if-match": acmeVersion() },
    );
    expect(foreign.status).toBe(403);
    const unknown = await putCompany(
      staff.cookie,
      { company_name: "Ghost" },
      { "company-uid": randomUUID(), "if-match": '"1"' },
    );
    expect(unknown.status).toBe(404);
    expect((await readRow(acme.company.uid)).companyName).toBe("Acme Builders");
  });
});

describe("GET /api/v1/admin/company", () => {
  const path = "/api/v1/admin/company";

  it("answers the admin view with settings, user counts and created_at", async () => {
    const { company: row, cookies } = await companyWithRoles({ settings: { currency: "USD" } });
    await createUser(row, { isActive: false, roles: ["viewer"] });
    const res = await call(adminCompany.GET, "GET", path, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: row.uid,
      company_name: row.companyName,
      settings: { currency: "USD" },
      user_count: 4,
      active_user_count: 3,
      created_at: row.createdAt.toISOString(),
    });
  });

  it.each(["editor", "viewer"] as const)("refuses a %s with 403", async (role) => {
    expect((await call(adminCompany.GET, "GET", path, { cookie: acme.cookies[role] })).status).toBe(403);
  });

  it("answers 401 without a session", async () => {
    expect((await call(adminCompany.GET, "GET", path)).status).toBe(401);
  });

  it("lets staff read the target company's admin view by company-uid", async () => {
    const res = await call(adminCompany.GET, "GET", path, {
      cookie: staff.cookie,
      headers: { "company-uid": acme.company.uid },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: acme.company.uid, user_count: 3, active_user_count: 3 });
  });

  it("refuses an admin of another company sending its company-uid with 403", async () => {
    const res = await call(adminCompany.GET, "GET", path, {
      cookie: other.cookies.admin,
      headers: { "company-uid": acme.company.uid },
    });
    expect(res.status).toBe(403);
  });

  it("answers 404 to staff naming an unknown company", async () => {
    const { cookie } = await staffUser();
    const res = await call(adminCompany.GET, "GET", path, {
      cookie,
      headers: { "company-uid": randomUUID() },
    });
    expect(res.status).toBe(404);
  });
});
