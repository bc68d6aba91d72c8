import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as unitItem from "@/app/api/v1/reference/unit/[uid]/route";
import * as unitList from "@/app/api/v1/reference/unit/route";
import { db, schema } from "@/db";
import { builtInUnitUid } from "@/lib/server/reference/dto";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  [acme, birch, staff] = await Promise.all([companyWithRoles(), companyWithRoles(), staffUser()]);
});

const path = "/api/v1/reference/unit";
const list = (cookie = acme.cookies.viewer, headers = {}) =>
  call(unitList.GET, "GET", path, { cookie, headers });
const create = (body: unknown, cookie = acme.cookies.admin, headers = {}) =>
  call(unitList.POST, "POST", path, { cookie, body, headers });
const del = (uid: string, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(unitItem.DELETE, "DELETE", `${path}/${uid}`, { cookie, headers, params: { uid } });

describe("GET /api/v1/reference/unit", () => {
  it("lists built-in units and building metrics keyed by code", async () => {
    const res = await list(birch.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.body.content.SF).toEqual({
      uid: builtInUnitUid("SF"),
      code: "SF",
      name: "Square foot",
      kind: "area",
      group: "unit",
      unit: null,
      source: "built_in",
      version: null,
    });
    expect(res.body.content.GSF).toMatchObject({ group: "building_metric", unit: "SF", source: "built_in" });
    for (const code of [
      "SY",
      "LF",
      "CY",
      "CF",
      "EA",
      "LS",
      "ALLOW",
      "TON",
      "LB",
      "GAL",
      "HR",
      "DAY",
      "WK",
      "MO",
    ]) {
      expect(res.body.query).toContain(code);
    }
    expect(res.body.total).toBe(res.body.query.length);
    expect(res.body.next_cursor).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const res = await call(unitList.GET, "GET", path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });
});

describe("POST /api/v1/reference/unit", () => {
  it("adds a company unit after the built-in units, before the building metrics", async () => {
    const res = await create({ code: " m2 ", name: "Square metre", kind: "area" });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toEqual({
      uid: expect.any(String),
      code: "M2",
      name: "Square metre",
      kind: "area",
      group: "unit",
      unit: null,
      source: "company",
      version: 1,
    });
    const plain = await create({ code: "bag  of 50", name: "Bag of 50" });
    expect(plain.body).toMatchObject({ code: "BAG OF 50", kind: null });

    const listed = await list();
    expect(listed.body.content.M2).toEqual(res.body);
    const codes: string[] = listed.body.query;
    expect(codes.indexOf("MBH")).toBeLessThan(codes.indexOf("BAG OF 50"));
    expect(codes.indexOf("BAG OF 50")).toBeLessThan(codes.indexOf("M2"));
    expect(codes.indexOf("M2")).toBeLessThan(codes.indexOf("GSF"));
    // Another company does not see it.
    expect((await list(birch.cookies.viewer)).body.content.M2).toBeUndefined();
  });

  it("answers 400 with exact messages", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: "validation_error",
      message: "Validation failed",
      errors: { code: "Required", name: "Required" },
    });
    const blank = await create({ code: "  ", name: " " });
    expect(blank.body.errors).toEqual({ code: "Required", name: "Required" });
    const long = await create({ code: "ABCDEFGHIJKLM", name: "x".repeat(101) });
    expect(long.body.errors).toEqual({
      code: "Must be at most 12 characters",
      name: "Must be at most 100 characters",
    });
    const symbols = await create({ code: "m²", name: "Square metre" });
    expect(symbols.body.errors).toEqual({
      code: "Use letters and digits (and . / - % or spaces), e.g. M2 or SFCA",
    });
    const kind = await create({ code: "M3", name: "Cubic metre", kind: "cubic" });
    expect(kind.body.errors).toEqual({
      kind: "Must be one of area, length, volume, count, lump_sum, weight, liquid, lumber, time, power",
    });
    const extra = await create({ code: "M3", name: "Cubic metre", company_uid: birch.company.uid });
    expect(extra.status).toBe(400);
    const malformed = await call(unitList.POST, "POST", path, {
      cookie: acme.cookies.admin,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
  });

  it("refuses a built-in code or a building metric with 409, and a repeat within the company", async () => {
    const builtIn = await create({ code: "sf", name: "Our square foot" });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body).toMatchObject({
      code: "conflict",
      message: "SF is a built-in unit; built-in units cannot be added again or changed",
    });
    const metric = await create({ code: "rsf", name: "Rentable" });
    expect(metric.status).toBe(409);
    expect(metric.body.message).toBe(
      "RSF is the built-in building metric NRSF; built-ins cannot be added again or changed",
    );
    expect((await create({ code: "PALLET", name: "Pallet" })).status).toBe(201);
    const again = await create({ code: "pallet", name: "Another pallet" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The company already has a unit PALLET");
    // The same code in another company is fine.
    expect((await create({ code: "PALLET", name: "Pallet" }, birch.cookies.admin)).status).toBe(201);
  });

  it("audits the write", async () => {
    const res = await create({ code: `A${randomUUID().slice(0, 6)}`, name: "Audited" });
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "reference.unit.created"),
          eq(schema.auditLog.targetUid, res.body.uid),
        ),
      );
    expect(audit).toMatchObject({ companyUid: acme.company.uid, actorUserUid: acme.admin.uid });
  });

  it("answers 401, and 403 to editors and viewers", async () => {
    const body = { code: "ROLE", name: "Role" };
    expect((await call(unitList.POST, "POST", path, { body })).status).toBe(401);
    for (const cookie of [acme.cookies.editor, acme.cookies.viewer]) {
      const res = await create(body, cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You do not have permission to do this");
    }
    expect((await list()).body.content.ROLE).toBeUndefined();
  });

  it("lets staff act for a company through company-uid", async () => {
    const res = await create({ code: "STAFF", name: "By staff" }, staff.cookie, {
      "company-uid": birch.company.uid,
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(schema.units).where(eq(schema.units.uid, res.body.uid));
    expect(row?.companyUid).toBe(birch.company.uid);
  });
});

describe("DELETE /api/v1/reference/unit/{uid}", () => {
  it("removes a company unit with 204, honouring If-Match", async () => {
    const made = await create({ code: "CRATE", name: "Crate" });
    const stale = await del(made.body.uid, { "if-match": '"2"' });
    expect(stale.status).toBe(412);
    expect((await del(made.body.uid, { "if-match": '"1"' })).status).toBe(204);
    expect((await list()).body.content.CRATE).toBeUndefined();
    expect((await del(made.body.uid, { "if-match": '"1"' })).status).toBe(404);
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "reference.unit.deleted"),
          eq(schema.auditLog.targetUid, made.body.uid),
        ),
      );
    expect(audit).toMatchObject({ companyUid: acme.company.uid, data: { code: "CRATE" } });
  });

  it("refuses a built-in unit or metric with 409", async () => {
    for (const code of ["SF", "GSF"]) {
      // A built-in unit has no version; any If-Match still meets the 409.
      const res = await del(builtInUnitUid(code), { "if-match": '"1"' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Built-in units cannot be deleted");
    }
  });

  it("answers 404 for another company's unit, an unknown uid and a malformed one", async () => {
    const theirs = await create({ code: "BIRCH", name: "Theirs" }, birch.cookies.admin);
    const res = await del(theirs.body.uid, { "if-match": theirs.headers.get("etag")! });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Unit not found");
    expect((await del(randomUUID(), { "if-match": '"1"' })).status).toBe(404);
    expect((await del("not-a-uid", { "if-match": '"1"' })).status).toBe(404);
    const [row] = await db().select().from(schema.units).where(eq(schema.units.uid, theirs.body.uid));
    expect(row?.code).toBe("BIRCH");
  });

  it("answers 401, and 403 to editors and viewers", async () => {
    const made = await create({ code: "ROLE-2", name: "Role" });
    const ifMatch = { "if-match": made.headers.get("etag")! };
    expect((await del(made.body.uid, ifMatch, "")).status).toBe(401);
    expect((await del(made.body.uid, ifMatch, acme.cookies.editor)).status).toBe(403);
    expect((await del(made.body.uid, ifMatch, acme.cookies.viewer)).status).toBe(403);
    expect((await list()).body.content["ROLE-2"]).toBeDefined();
  });
});
