import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as costCodeItem from "@/app/api/v1/reference/cost-code/[uid]/route";
import * as costCodes from "@/app/api/v1/reference/cost-code/route";
import { db, schema } from "@/db";
import { builtInCostCodeUid } from "@/lib/server/reference/dto";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  [acme, birch, staff] = await Promise.all([companyWithRoles(), companyWithRoles(), staffUser()]);
});

const path = "/api/v1/reference/cost-code";
const list = (query: Record<string, string> = {}, cookie = acme.cookies.viewer, headers = {}) =>
  call(costCodes.GET, "GET", path, { cookie, query, headers });
const create = (body: unknown, cookie = acme.cookies.admin, headers = {}) =>
  call(costCodes.POST, "POST", path, { cookie, body, headers });
const put = (uid: string, body: unknown, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(costCodeItem.PUT, "PUT", `${path}/${uid}`, { cookie, body, headers, params: { uid } });
const del = (uid: string, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(costCodeItem.DELETE, "DELETE", `${path}/${uid}`, { cookie, headers, params: { uid } });

describe("GET /api/v1/reference/cost-code", () => {
  it("answers the built-in MasterFormat and UniFormat codes in the collection shape", async () => {
    const res = await list({}, birch.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 64, next_cursor: null });
    const first = res.body.content[res.body.query[0]];
    expect(first).toEqual({
      uid: builtInCostCodeUid("masterformat", "00 00 00"),
      classification: "masterformat",
      code: "00 00 00",
      title: "Procurement and Contracting Requirements",
      division: "00",
      level: 1,
      source: "built_in",
      overrides_built_in: false,
      version: null,
    });
    const last = res.body.content[res.body.query.at(-1)];
    expect(last).toMatchObject({
      classification: "uniformat",
      code: "G90",
      title: "Other Site Construction",
    });
  });

  it("merges company codes, lets one override a built-in title, and filters by classification and search", async () => {
    const added = await create({
      classification: "masterformat",
      code: "033000",
      title: "Cast-in-Place Concrete",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      code: "03 30 00",
      division: "03",
      level: 2,
      source: "company",
      version: 1,
    });
    expect(added.headers.get("etag")).toBe('"1"');
    const renamed = await create({ classification: "masterformat", code: "03", title: "Concrete and Rebar" });
    expect(renamed.body).toMatchObject({ code: "03 00 00", overrides_built_in: true });

    const mf = await list({ classification: "masterformat" });
    const codes = mf.body.query.map((uid: string) => mf.body.content[uid].code);
    expect(codes.slice(3, 5)).toEqual(["03 00 00", "03 30 00"]);
    expect(mf.body.content[renamed.body.uid].title).toBe("Concrete and Rebar");
    expect(mf.body.query).not.toContain(builtInCostCodeUid("masterformat", "03 00 00"));
    expect(mf.body.total).toBe(36);

    const search = await list({ search: "0330" });
    expect(search.body.query).toEqual([added.body.uid]);
    const byTitle = await list({ search: "cast-in" });
    expect(byTitle.body.query).toEqual([added.body.uid]);
    const uni = await list({ classification: "uniformat", search: "roof" });
    expect(uni.body.query.map((u: string) => uni.body.content[u].code)).toEqual(["B30"]);

    // Another company sees the built-in list untouched.
    const other = await list({ search: "concrete" }, birch.cookies.viewer);
    expect(other.body.query.map((u: string) => other.body.content[u].title)).toEqual(["Concrete"]);
  });

  it("pages with limit and cursor", async () => {
    const page1 = await list({ limit: "10" });
    expect(page1.body.query).toHaveLength(10);
    expect(page1.body.next_cursor).toBe("10");
    expect(page1.body.total).toBeGreaterThan(10);
    // The one list scheme: a later page counts only when asked.
    const page2 = await list({ limit: "10", cursor: "10" });
    expect(page2.body.query[0]).not.toBe(page1.body.query[0]);
    expect(page2.body.total).toBeNull();
    expect((await list({ limit: "10", cursor: "10", count: "1" })).body.total).toBe(page1.body.total);
    const bad = await list({ classification: "csi", limit: "0" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      classification: "Must be one of masterformat, uniformat, company",
      limit: "Must be a whole number from 1 to 1000",
    });
    const badCursor = await list({ cursor: "ten" });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors).toEqual({ cursor: "Must be a cursor from next_cursor" });
  });

  it("answers 401 without a session", async () => {
    expect((await call(costCodes.GET, "GET", path)).status).toBe(401);
  });
});

describe("POST /api/v1/reference/cost-code", () => {
  it("answers 400 with exact messages", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: "validation_error",
      message: "Validation failed",
      errors: {
        classification: "Required",
        code: "Required",
        title: "Required",
      },
    });
    const reserved = await create({
      classification: "masterformat",
      code: "15 10 00",
      title: "Old mechanical",
    });
    expect(reserved.body.errors).toEqual({ code: "Division 15 is not used in MasterFormat 2018" });
    const garbled = await create({ classification: "masterformat", code: "3-3", title: "x" });
    expect(garbled.body.errors).toEqual({ code: "Must be a MasterFormat code such as 03 30 00" });
    const uni = await create({ classification: "uniformat", code: "B40", title: "x" });
    expect(uni.body.errors).toEqual({ code: "B40 is not a UniFormat II element" });
    const division = await create({ classification: "company", code: "X-1", title: "x", division: "16" });
    expect(division.body.errors).toEqual({ division: "Must be a MasterFormat division such as 03" });
    const extra = await create({
      classification: "company",
      code: "X-1",
      title: "x",
      company_uid: birch.company.uid,
    });
    expect(extra.status).toBe(400);
  });

  it("adds company and UniFormat codes and refuses a duplicate with 409", async () => {
    const own = await create({
      classification: "company",
      code: " SITE  100 ",
      title: "Site logistics",
      division: "1",
    });
    expect(own.body).toMatchObject({ code: "SITE 100", division: "01", classification: "company" });
    const uni = await create({ classification: "uniformat", code: "b2010", title: "Exterior Walls" });
    expect(uni.body).toMatchObject({ code: "B2010", division: "B", level: 3 });
    const again = await create({ classification: "uniformat", code: "B 2010", title: "Walls" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The company already has a code B2010");
    // The same code in another company is fine.
    expect(
      (await create({ classification: "uniformat", code: "B2010", title: "x" }, birch.cookies.admin)).status,
    ).toBe(201);
  });

  it("audits the write", async () => {
    const res = await create({
      classification: "company",
      code: `AUD-${randomUUID().slice(0, 6)}`,
      title: "Audited",
    });
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "reference.cost_code.created"),
          eq(schema.auditLog.targetUid, res.body.uid),
        ),
      );
    expect(audit).toMatchObject({ companyUid: acme.company.uid, actorUserUid: acme.admin.uid });
  });

  it("answers 401 and 403 to editors and viewers", async () => {
    const body = { classification: "company", code: "R-1", title: "Role" };
    expect((await call(costCodes.POST, "POST", path, { body })).status).toBe(401);
    for (const cookie of [acme.cookies.editor, acme.cookies.viewer]) {
      const res = await create(body, cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You do not have permission to do this");
    }
  });

  it("lets staff act for a company through company-uid, audited as acting", async () => {
    const res = await create(
      { classification: "company", code: "STAFF-1", title: "By staff" },
      staff.cookie,
      {
        "company-uid": birch.company.uid,
      },
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(schema.costCodes).where(eq(schema.costCodes.uid, res.body.uid));
    expect(row?.companyUid).toBe(birch.company.uid);
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "reference.cost_code.created"),
          eq(schema.auditLog.targetUid, res.body.uid),
        ),
      );
    expect(audit?.actingAs).toBe(true);
    const listed = await list({ search: "STAFF-1" }, staff.cookie, { "company-uid": birch.company.uid });
    expect(listed.body.query).toEqual([res.body.uid]);
  });
});

describe("PUT and DELETE /api/v1/reference/cost-code/{uid}", () => {
  it("updates with If-Match, renormalises the code and bumps the version", async () => {
    const made = await create({
      classification: "masterformat",
      code: "05 12 00",
      title: "Structural Steel",
    });
    const res = await put(
      made.body.uid,
      { code: "051223", title: "Structural Steel for Buildings" },
      { "if-match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: "05 12 23",
      title: "Structural Steel for Buildings",
      level: 4,
      version: 2,
    });
    expect(res.headers.get("etag")).toBe('"2"');
  });

  it("answers 412 to a stale If-Match and changes nothing", async () => {
    const made = await create({ classification: "company", code: "STALE-1", title: "First" });
    expect((await put(made.body.uid, { title: "Second" }, { "if-match": '"1"' })).status).toBe(200);
    const stale = await put(made.body.uid, { title: "Third" }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(
      "This record was changed by someone else. Reload to see the latest version.",
    );
    expect((await del(made.body.uid, { "if-match": '"1"' })).status).toBe(412);
    const [row] = await db().select().from(schema.costCodes).where(eq(schema.costCodes.uid, made.body.uid));
    expect(row?.title).toBe("Second");
  });

  it("answers 404 for another company's code, an unknown uid and a malformed one", async () => {
    const theirs = await create(
      { classification: "company", code: "BIRCH-1", title: "Theirs" },
      birch.cookies.admin,
    );
    const ifMatch = { "if-match": theirs.headers.get("etag")! };
    const res = await put(theirs.body.uid, { title: "Mine now" }, ifMatch);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Cost code not found");
    expect((await del(theirs.body.uid, ifMatch)).status).toBe(404);
    expect((await put(randomUUID(), { title: "x" }, { "if-match": '"1"' })).status).toBe(404);
    expect((await del("not-a-uid", { "if-match": '"1"' })).status).toBe(404);
    const [row] = await db().select().from(schema.costCodes).where(eq(schema.costCodes.uid, theirs.body.uid));
    expect(row?.title).toBe("Theirs");
  });

  it("refuses to edit or delete a built-in code with 422", async () => {
    const uid = builtInCostCodeUid("masterformat", "09 00 00");
    // A built-in code has no version; any If-Match still meets the 422.
    const res = await put(uid, { title: "Finishes!" }, { "if-match": '"1"' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      "Built-in codes cannot be changed; add a company code with the same number to rename it",
    );
    expect((await del(uid, { "if-match": '"1"' })).status).toBe(422);
  });

  it("answers 400 to an empty body or a bad code, 409 to a clash", async () => {
    const made = await create({
      classification: "masterformat",
      code: "07 21 00",
      title: "Thermal Insulation",
    });
    const ifMatch = { "if-match": made.headers.get("etag")! };
    const empty = await put(made.body.uid, {}, ifMatch);
    expect(empty.body.errors).toEqual({ _: "Send at least one of code, title, division" });
    const bad = await put(made.body.uid, { code: "20 00 00" }, ifMatch);
    expect(bad.body.errors).toEqual({ code: "Division 20 is not used in MasterFormat 2018" });
    await create({ classification: "masterformat", code: "07 22 00", title: "Roof and Deck Insulation" });
    const clash = await put(made.body.uid, { code: "072200" }, ifMatch);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe("The company already has a code 07 22 00");
  });

  it("deletes with 204, and the built-in shows again once its override is gone", async () => {
    const made = await create({
      classification: "masterformat",
      code: "26 00 00",
      title: "Electrical (ours)",
    });
    const ifMatch = { "if-match": made.headers.get("etag")! };
    expect((await del(made.body.uid, ifMatch)).status).toBe(204);
    expect((await del(made.body.uid, ifMatch)).status).toBe(404);
    const res = await list({ search: "26 00 00" });
    expect(res.body.query).toEqual([builtInCostCodeUid("masterformat", "26 00 00")]);
  });

  it("answers 403 to editors and viewers", async () => {
    const made = await create({ classification: "company", code: "ROLE-2", title: "Role" });
    const ifMatch = { "if-match": made.headers.get("etag")! };
    expect((await put(made.body.uid, { title: "x" }, ifMatch, acme.cookies.editor)).status).toBe(403);
    expect((await del(made.body.uid, ifMatch, acme.cookies.viewer)).status).toBe(403);
    expect((await put(made.body.uid, { title: "x" }, ifMatch, "")).status).toBe(401);
  });
});
