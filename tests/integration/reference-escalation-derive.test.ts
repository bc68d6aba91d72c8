import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as indexes from "@/app/api/v1/reference/cost-index/route";
import * as derive from "@/app/api/v1/reference/escalation-rate/derive/route";
import * as rates from "@/app/api/v1/reference/escalation-rate/route";
import { db, schema } from "@/db";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

type Who = Awaited<ReturnType<typeof companyWithRoles>>;
type Row = {
  uid: string;
  year: number;
  rate_percent: number;
  kind: string;
  is_sample: boolean;
  version: number;
};
const path = "/api/v1/reference/escalation-rate/derive";
const post = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(derive.POST, "POST", path, { cookie, body, headers });
const table = async (who: Who) => {
  const res = await call(rates.GET, "GET", "/api/v1/reference/escalation-rate", {
    cookie: who.cookies.viewer,
  });
  return {
    etag: res.headers.get("etag"),
    rows: res.body.query.map((u: string) => res.body.content[u]) as Row[],
  };
};
const byYear = (rows: Row[]) => new Map(rows.map((r) => [r.year, r]));

async function createIndex(who: Who, frequency: "monthly" | "quarterly", points: [string, number][]) {
  const res = await call(indexes.POST, "POST", "/api/v1/reference/cost-index", {
    cookie: who.cookies.admin,
    body: {
      name: `Index ${randomUUID().slice(0, 8)}`,
      frequency,
      points: points.map(([period, value]) => ({ period, value })),
    },
  });
  expect(res.status).toBe(201);
  return res.body.uid as string;
}

async function sampleIndexUid(who: Who) {
  const res = await call(indexes.GET, "GET", "/api/v1/reference/cost-index", { cookie: who.cookies.viewer });
  return res.body.query.find((u: string) => res.body.content[u].is_sample) as string;
}

describe("POST /api/v1/reference/escalation-rate/derive", () => {
  it("replaces the whole past years the index spans, keeping older years, the running year and the forecast", async () => {
    const own = await companyWithRoles();
    const before = await table(own);
    expect(before.etag).toBe('"1"');
    const uid = await createIndex(own, "monthly", [
      ["2019-01", 100],
      ["2019-07", 102],
      ["2020-01", 104],
      ["2021-01", 106.08],
      ["2022-01", 116.688],
      ["2022-06", 118], // 2022 is not whole in this index: its row stays
    ]);

    const res = await post(own.cookies.admin, { cost_index_uid: uid }, { "if-match": '"1"' });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body).toEqual({
      cost_index_uid: uid,
      derived: [
        { year: 2019, rate_percent: 4 },
        { year: 2020, rate_percent: 2 },
        { year: 2021, rate_percent: 10 },
      ],
      version: 2,
    });

    const after = await table(own);
    expect(after.etag).toBe('"2"');
    const old = byYear(before.rows);
    const now = byYear(after.rows);
    expect(after.rows.map((r) => r.year)).toEqual(before.rows.map((r) => r.year));
    for (const [year, rate] of [
      [2019, 4],
      [2020, 2],
      [2021, 10],
    ] as const) {
      expect(now.get(year)).toMatchObject({
        uid: old.get(year)!.uid,
        rate_percent: rate,
        kind: "actual",
        is_sample: false,
        version: 2,
      });
    }
    for (const row of before.rows.filter((r) => r.year < 2019 || r.year > 2021)) {
      expect(now.get(row.year)).toEqual(row);
    }
    expect(now.get(2030)).toMatchObject({ kind: "forecast", rate_percent: 3.3 });

    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.companyUid, own.company.uid),
          eq(schema.auditLog.action, "reference.escalation_rate.derived"),
        ),
      );
    expect(audit).toMatchObject({
      actorUserUid: own.admin.uid,
      data: { cost_index_uid: uid, rows: 3, first_year: 2019, last_year: 2021 },
    });
  });

  it("adds years the table did not have, from a quarterly index, and works without If-Match", async () => {
    const own = await companyWithRoles();
    const uid = await createIndex(own, "quarterly", [
      ["2008-Q1", 200],
      ["2009-Q1", 210],
      ["2011-Q1", 231], // 2010 Q1 interpolated: 220.5
      ["2011-Q3", 240],
    ]);
    const res = await post(own.cookies.admin, { cost_index_uid: uid });
    expect(res.status).toBe(200);
    expect(res.body.derived).toEqual([
      { year: 2008, rate_percent: 5 },
      { year: 2009, rate_percent: 5 },
      { year: 2010, rate_percent: 4.76 },
    ]);
    const rows = (await table(own)).rows;
    expect(rows.slice(0, 4).map((r) => [r.year, r.rate_percent, r.kind])).toEqual([
      [2008, 5, "actual"],
      [2009, 5, "actual"],
      [2010, 4.76, "actual"],
      [2015, rows[3]!.rate_percent, "actual"],
    ]);
  });

  it("from the sample index gives back the seeded sample years, still flagged as samples", async () => {
    const own = await companyWithRoles();
    const before = await table(own);
    const res = await post(own.cookies.admin, { cost_index_uid: await sampleIndexUid(own) });
    expect(res.status).toBe(200);
    const seeded = before.rows.filter((r) => r.year <= 2025);
    expect(res.body.derived).toEqual(seeded.map((r) => ({ year: r.year, rate_percent: r.rate_percent })));
    const after = byYear((await table(own)).rows);
    for (const row of seeded) expect(after.get(row.year)).toMatchObject({ is_sample: true, kind: "actual" });
  });

  it("answers 412 to a stale If-Match and writes nothing", async () => {
    const own = await companyWithRoles();
    const before = await table(own);
    const uid = await createIndex(own, "monthly", [
      ["2019-01", 100],
      ["2020-01", 150],
    ]);
    const res = await post(own.cookies.admin, { cost_index_uid: uid }, { "if-match": '"7"' });
    expect(res.status).toBe(412);
    expect(res.body.code).toBe("precondition_failed");
    expect(await table(own)).toEqual(before);
  });

  it("answers 400 to bad input, an index without a whole past year, and a rate the table cannot hold", async () => {
    const cookie = acme.cookies.admin;
    const before = await table(acme);
    expect((await post(cookie, {})).body.errors).toEqual({ cost_index_uid: "Required" });
    expect((await post(cookie, { cost_index_uid: "nope" })).body.errors).toEqual({
      cost_index_uid: "Must be a uid",
    });
    const extra = await post(cookie, { cost_index_uid: randomUUID(), years: [2020] });
    expect(extra.status).toBe(400);
    const malformed = await call(derive.POST, "POST", path, {
      cookie,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");

    const short = await createIndex(acme, "monthly", [
      ["2024-02", 100],
      ["2025-06", 104],
    ]);
    const tooShort = await post(cookie, { cost_index_uid: short });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toMatch(/does not span a whole past year \(January to the next January\)$/);
    expect(tooShort.body.errors.cost_index_uid).toBe(tooShort.body.message);

    const steep = await createIndex(acme, "monthly", [
      ["2018-01", 100],
      ["2019-01", 103],
      ["2020-01", 257.5],
    ]);
    const outOfRange = await post(cookie, { cost_index_uid: steep });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors).toEqual({
      cost_index_uid: "The index gives 2019 a rate of 150 %; rates must be from -50 % to 100 %",
    });
    expect(await table(acme)).toEqual(before);
  });

  it("answers 401 without a session and 403 to editors and viewers", async () => {
    const uid = await sampleIndexUid(acme);
    const anonymous = await call(derive.POST, "POST", path, { body: { cost_index_uid: uid } });
    expect(anonymous.status).toBe(401);
    for (const cookie of [acme.cookies.editor, acme.cookies.viewer]) {
      const res = await post(cookie, { cost_index_uid: uid });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    }
  });

  it("answers 404 to another company's index or an unknown one, and leaves both tables alone", async () => {
    const theirs = await createIndex(birch, "monthly", [
      ["2019-01", 100],
      ["2021-01", 110],
    ]);
    const [mine, birchBefore] = [await table(acme), await table(birch)];
    for (const uid of [theirs, randomUUID()]) {
      const res = await post(acme.cookies.admin, { cost_index_uid: uid });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", message: "Cost index not found" });
    }
    expect(await table(acme)).toEqual(mine);
    expect(await table(birch)).toEqual(birchBefore);
  });
});
