import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as typeItem from "@/app/api/v1/reference/building-type/[uid]/route";
import * as types from "@/app/api/v1/reference/building-type/route";
import { db, schema } from "@/db";
import { defaultBuildingTypes } from "@/lib/domain/reference/building-types";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  [acme, birch, staff] = await Promise.all([companyWithRoles(), companyWithRoles(), staffUser()]);
});

const path = "/api/v1/reference/building-type";
const list = (cookie = acme.cookies.viewer, headers = {}) =>
  call(types.GET, "GET", path, { cookie, headers });
const create = (body: unknown, cookie = acme.cookies.admin, headers = {}) =>
  call(types.POST, "POST", path, { cookie, body, headers });
const put = (uid: string, body: unknown, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(typeItem.PUT, "PUT", `${path}/${uid}`, { cookie, body, headers, params: { uid } });
const del = (uid: string, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(typeItem.DELETE, "DELETE", `${path}/${uid}`, { cookie, headers, params: { uid } });

/** If-Match with the version the test last read of a building type. */
const ifMatch = (type: { version: number }) => ({ "if-match": `"${type.version}"` });

async function findByLabel(label: string, cookie = acme.cookies.viewer) {
  const res = await list(cookie);
  const uid = res.body.query.find((u: string) => res.body.content[u].label === label);
  return res.body.content[uid];
}

describe("GET /api/v1/reference/building-type", () => {
  it("gives a company the default taxonomy on first use: categories each followed by their types", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const items = res.body.query.map((u: string) => res.body.content[u]);
    const expected = defaultBuildingTypes.reduce((n, t) => n + 1 + t.children.length, 0);
    expect(res.body.total).toBe(expected);
    expect(items[0]).toMatchObject({
      name: "Multifamily",
      level: 1,
      parent_uid: null,
      is_default: true,
      version: 1,
    });
    expect(items[1]).toMatchObject({
      name: "Garden",
      level: 2,
      parent_name: "Multifamily",
      label: "Multifamily › Garden",
    });
    expect(items.map((i: { label: string }) => i.label)).toEqual(
      expect.arrayContaining([
        "Multifamily › Podium mid-rise",
        "Office › Mid-rise",
        "Education › K-12 Elementary",
        "Healthcare › Ambulatory surgery",
      ]),
    );
    // A second read seeds nothing more.
    expect((await list()).body.total).toBe(expected);
  });

  it("keeps each company's list apart and answers 401 without a session", async () => {
    await create({ name: `Acme only ${randomUUID().slice(0, 4)}` });
    const acmeTotal = (await list()).body.total;
    const birchTotal = (await list(birch.cookies.viewer)).body.total;
    expect(acmeTotal).toBeGreaterThan(birchTotal);
    expect((await call(types.GET, "GET", path)).status).toBe(401);
  });

  it("does not bring back a default the company deleted", async () => {
    const own = await companyWithRoles();
    const res = await list(own.cookies.admin);
    const parking = res.body.query
      .map((u: string) => res.body.content[u])
      .filter((t: { label: string }) => t.label.startsWith("Parking"));
    for (const child of parking.filter((t: { level: number }) => t.level === 2)) {
      expect((await del(child.uid, ifMatch(child), own.cookies.admin)).status).toBe(204);
    }
    expect((await del(parking[0].uid, ifMatch(parking[0]), own.cookies.admin)).status).toBe(204);
    const after = await list(own.cookies.admin);
    expect(after.body.total).toBe(res.body.total - parking.length);
  });
});

describe("POST /api/v1/reference/building-type", () => {
  it("adds a category and a type under it, ordered last, and audits", async () => {
    const category = await create({ name: "Agriculture" });
    expect(category.status).toBe(201);
    expect(category.body).toMatchObject({ name: "Agriculture", level: 1, is_default: false });
    const all = await list();
    const last =
      all.body.content[all.body.query.filter((u: string) => all.body.content[u].level === 1).at(-1)];
    expect(last.uid).toBe(category.body.uid);
    expect(category.headers.get("etag")).toBe('"1"');
    const barn = await create({ name: "Barn", parent_uid: category.body.uid });
    expect(barn.body).toMatchObject({ label: "Agriculture › Barn", level: 2, sort_order: 0 });
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "reference.building_type.created"),
          eq(schema.auditLog.targetUid, barn.body.uid),
        ),
      );
    expect(audit?.data).toEqual({ name: "Barn", parent: "Agriculture" });
  });

  it("answers 400 with exact messages and 409 to a duplicate name under the same parent", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: "Required" });
    const long = await create({ name: "x".repeat(101), sort_order: -1 });
    expect(long.body.errors).toEqual({
      name: "Must be at most 100 characters",
      sort_order: "Must be at least 0",
    });
    const badParent = await create({ name: "X", parent_uid: "nope" });
    expect(badParent.body.errors).toEqual({ parent_uid: "Must be a uid" });
    const office = await findByLabel("Office");
    const dup = await create({ name: "mid-RISE", parent_uid: office.uid });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A building type named "mid-RISE" already exists there');
    // The same name under another category is fine.
    const multifamily = await findByLabel("Multifamily");
    expect((await create({ name: "Low-rise", parent_uid: multifamily.uid })).status).toBe(201);
  });

  it("refuses another company's type, or a type, as the parent", async () => {
    const theirs = await findByLabel("Office", birch.cookies.viewer);
    const foreign = await create({ name: "Sneaky", parent_uid: theirs.uid });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ parent_uid: "Must be a top-level building type" });
    const type = await findByLabel("Office › Mid-rise");
    const third = await create({ name: "Third level", parent_uid: type.uid });
    expect(third.body.errors).toEqual({ parent_uid: "Must be a top-level building type" });
  });

  it("answers 403 to editors and viewers, and lets staff act for a company", async () => {
    expect((await create({ name: "Nope" }, acme.cookies.editor)).status).toBe(403);
    expect((await create({ name: "Nope" }, acme.cookies.viewer)).status).toBe(403);
    const res = await create({ name: "Staff made" }, staff.cookie, { "company-uid": birch.company.uid });
    expect(res.status).toBe(201);
    expect((await findByLabel("Staff made", birch.cookies.viewer))?.uid).toBe(res.body.uid);
  });
});

describe("PUT and DELETE /api/v1/reference/building-type/{uid}", () => {
  it("renames and moves a type with If-Match; 412 when stale", async () => {
    const type = await findByLabel("Industrial › Cold storage");
    const office = await findByLabel("Office");
    const moved = await put(
      type.uid,
      { name: "Cold storage (office)", parent_uid: office.uid },
      { "if-match": '"1"' },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ label: "Office › Cold storage (office)", version: 2 });
    expect(moved.headers.get("etag")).toBe('"2"');
    const stale = await put(type.uid, { name: "Again" }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect((await del(type.uid, { "if-match": '"1"' })).status).toBe(412);
  });

  it("keeps two levels: a category with types cannot move under another; a type can become a category", async () => {
    const civic = await findByLabel("Civic");
    const office = await findByLabel("Office");
    const res = await put(civic.uid, { parent_uid: office.uid }, ifMatch(civic));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      parent_uid: "A building type with subtypes cannot move under another",
    });
    expect((await put(civic.uid, { parent_uid: civic.uid }, ifMatch(civic))).body.errors).toEqual({
      parent_uid: "Must be another building type",
    });
    const museum = await findByLabel("Civic › Museum");
    const promoted = await put(museum.uid, { parent_uid: null }, ifMatch(museum));
    expect(promoted.body).toMatchObject({ level: 1, label: "Museum", parent_uid: null });
    expect((await put(museum.uid, {}, { "if-match": promoted.headers.get("etag")! })).body.errors).toEqual({
      _: "Send at least one of name, parent_uid, sort_order",
    });
  });

  it("refuses to delete a category with types (409) and deletes a type (204)", async () => {
    const retail = await findByLabel("Retail and Hospitality");
    const refused = await del(retail.uid, ifMatch(retail));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Delete or move its 4 subtypes first");
    const hotel = await findByLabel("Retail and Hospitality › Hotel");
    expect((await del(hotel.uid, ifMatch(hotel))).status).toBe(204);
    expect((await del(hotel.uid, ifMatch(hotel))).status).toBe(404);
  });

  it("answers 404 for another company's type and 409 to a rename clash", async () => {
    const theirs = await findByLabel("Healthcare", birch.cookies.viewer);
    const res = await put(theirs.uid, { name: "Mine" }, ifMatch(theirs));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Building type not found");
    expect((await del(theirs.uid, ifMatch(theirs))).status).toBe(404);
    expect((await findByLabel("Healthcare", birch.cookies.viewer)).name).toBe("Healthcare");
    const clinic = await findByLabel("Healthcare › Clinic");
    const clash = await put(clinic.uid, { name: "Hospital" }, ifMatch(clinic));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('A building type named "Hospital" already exists there');
  });

  it("answers 401 and 403 to editors and viewers", async () => {
    const type = await findByLabel("Parking › Surface");
    expect((await put(type.uid, { name: "x" }, ifMatch(type), "")).status).toBe(401);
    expect((await put(type.uid, { name: "x" }, ifMatch(type), acme.cookies.editor)).status).toBe(403);
    expect((await del(type.uid, ifMatch(type), acme.cookies.viewer)).status).toBe(403);
  });
});
