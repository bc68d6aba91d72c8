import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as location from "@/app/api/v1/market/location-index/route";
import * as points from "@/app/api/v1/market/series/[uid]/points/route";
import * as one from "@/app/api/v1/market/series/[uid]/route";
import * as list from "@/app/api/v1/market/series/route";
import { db } from "@/db";
import { seedMarket } from "@/lib/seed/market";
import { marketHiddenMessage } from "@/lib/server/market/access";
import { call, companyWithRoles, staffUser } from "./helpers";

// The market API: global series staff write, read by companies with market data visible.
let shown: Awaited<ReturnType<typeof companyWithRoles>>;
let hidden: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  shown = await companyWithRoles({ isMarketDataVisible: true });
  hidden = await companyWithRoles({ isMarketDataVisible: false });
  staff = await staffUser();
  await seedMarket(db());
});

const create = async (body: Record<string, unknown> = {}) => {
  const res = await call(list.POST, "POST", "/api/v1/market/series", {
    cookie: staff.cookie,
    body: { name: `Test series ${randomUUID().slice(0, 8)}`, kind: "material_price", unit: "$/ton", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const pointsPath = (uid: string) => `/api/v1/market/series/${uid}/points`;
const importPoints = (uid: string, body: unknown, headers: Record<string, string>, cookie = staff.cookie) =>
  call(points.POST, "POST", pointsPath(uid), { cookie, body, headers, params: { uid } });

describe("market data hidden", () => {
  it("answers 403 with a clear message on every read", async () => {
    const uid = (await create()).uid;
    const answers = [
      await call(list.GET, "GET", "/api/v1/market/series", { cookie: hidden.cookies.viewer }),
      await call(points.GET, "GET", pointsPath(uid), { cookie: hidden.cookies.admin, params: { uid } }),
      await call(location.GET, "GET", "/api/v1/market/location-index", { cookie: hidden.cookies.admin }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden", message: marketHiddenMessage });
    }
  });
});

describe("GET /api/v1/market/series", () => {
  it("lists the sample series, labelled, with 1/3/12-month changes", async () => {
    const res = await call(list.GET, "GET", "/api/v1/market/series", {
      cookie: shown.cookies.viewer,
      query: { kind: "material_price" },
    });
    expect(res.status).toBe(200);
    const items = res.body.query.map((u: string) => res.body.content[u]);
    const concrete = items.find((s: { name: string }) => s.name === "Ready-mix concrete");
    expect(concrete).toMatchObject({
      kind: "material_price",
      unit: "$/CY",
      is_sample: true,
      point_count: 82,
    });
    expect(typeof concrete.changes.m12).toBe("number");
    expect(items.every((s: { kind: string }) => s.kind === "material_price")).toBe(true);
  });

  it("filters by metro", async () => {
    const res = await call(list.GET, "GET", "/api/v1/market/series", {
      cookie: shown.cookies.viewer,
      query: { metro: "houston-tx" },
    });
    expect(res.body.total).toBe(1);
    expect(Object.values(res.body.content)[0]).toMatchObject({ metro_label: "Houston, TX", region: "south" });
  });
});

describe("staff writes", () => {
  it("answers 403 to a non-staff admin writing", async () => {
    const uid = (await create()).uid;
    const body = { name: "Mine", kind: "cost_index", unit: "index" };
    const post = await call(list.POST, "POST", "/api/v1/market/series", {
      cookie: shown.cookies.admin,
      body,
    });
    const put = await call(one.PUT, "PUT", `/api/v1/market/series/${uid}`, {
      cookie: shown.cookies.admin,
      body: { unit: "x" },
      headers: { "if-match": '"1"' },
      params: { uid },
    });
    const imp = await importPoints(
      uid,
      { csv: "period,value\n2024-01,1" },
      { "if-match": '"1"' },
      shown.cookies.admin,
    );
    for (const res of [post, put, imp]) expect(res.status).toBe(403);
  });

  it("refuses bad rows with 400, naming each row and column, and imports nothing", async () => {
    const created = await create({ csv: "period,value\n2024-01,100" });
    const csv = "period,value\n2024-02,101\n2024-13,102\n2024-04,abc\n2024-02,99";
    const res = await importPoints(created.uid, { csv }, { "if-match": '"1"' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '3 errors; nothing was imported. Row 3, column period: "2024-13" is not a month (use YYYY-MM)',
    );
    expect(res.body.errors).toEqual({
      "row_3.period": 'Row 3, column period: "2024-13" is not a month (use YYYY-MM)',
      "row_4.value": 'Row 4, column value: "abc" is not a number',
      "row_5.period": "Row 5, column period: repeats the month of row 2",
    });
    const after = await call(points.GET, "GET", pointsPath(created.uid), {
      cookie: shown.cookies.viewer,
      params: { uid: created.uid },
    });
    expect(after.body.points).toEqual([{ period: "2024-01-01", value: 100 }]);
    expect(after.headers.get("etag")).toBe('"1"');
  });

  it("imports (merge, then replace) at the current version and answers 412 to a stale If-Match", async () => {
    const created = await create({ csv: "period,value\n2024-01,100" });
    const merged = await importPoints(
      created.uid,
      { csv: "period,value\n2024-02,110" },
      { "if-match": '"1"' },
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toMatchObject({ imported: 1, point_count: 2, version: 2, changes: { m1: 10 } });
    const stale = await importPoints(created.uid, { csv: "period,value\n2024-03,1" }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    const replaced = await importPoints(
      created.uid,
      { csv: "period,value\n2025-01,5", mode: "replace" },
      { "if-match": '"2"' },
    );
    expect(replaced.body).toMatchObject({ point_count: 1, first_period: "2025-01-01", version: 3 });
  });

  it("turns a sample series into real data on import", async () => {
    const res = await call(list.GET, "GET", "/api/v1/market/series", {
      cookie: shown.cookies.viewer,
      query: { metro: "denver-co" },
    });
    const series = Object.values(res.body.content)[0] as { uid: string; version: number; is_sample: boolean };
    expect(series.is_sample).toBe(true);
    const imp = await importPoints(
      series.uid,
      { csv: "period,value\n2026-11,150" },
      { "if-match": `"${series.version}"` },
    );
    expect(imp.body.is_sample).toBe(false);
  });

  it("edits and deletes a series under If-Match; 412 when stale, 404 for an unknown uid", async () => {
    const { uid } = await create();
    const put = (ifMatch: string, target = uid) =>
      call(one.PUT, "PUT", `/api/v1/market/series/${target}`, {
        cookie: staff.cookie,
        body: { unit: "$/lb", region: "west" },
        headers: { "if-match": ifMatch },
        params: { uid: target },
      });
    const ok = await put('"1"');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ unit: "$/lb", region: "west", version: 2 });
    expect((await put('"1"')).status).toBe(412);
    const unknown = randomUUID();
    expect((await put('"1"', unknown)).status).toBe(404);
    expect(
      (await importPoints(unknown, { csv: "period,value\n2024-01,1" }, { "if-match": '"1"' })).status,
    ).toBe(404);
    expect(
      (
        await call(points.GET, "GET", pointsPath(unknown), {
          cookie: shown.cookies.viewer,
          params: { uid: unknown },
        })
      ).status,
    ).toBe(404);
    const del = (ifMatch: string) =>
      call(one.DELETE, "DELETE", `/api/v1/market/series/${uid}`, {
        cookie: staff.cookie,
        headers: { "if-match": ifMatch },
        params: { uid },
      });
    expect((await del('"1"')).status).toBe(412);
    expect((await del('"2"')).status).toBe(204);
    expect((await del('"2"')).status).toBe(404);
  });

  it("refuses a second series of the same name with 409", async () => {
    const { name } = await create();
    const res = await call(list.POST, "POST", "/api/v1/market/series", {
      cookie: staff.cookie,
      body: { name: name.toUpperCase(), kind: "material_price", unit: "$/ton" },
    });
    expect(res.status).toBe(409);
  });
});

describe("GET /api/v1/market/series/{uid}/points", () => {
  it("answers the points within a range of months", async () => {
    const created = await create({ csv: "period,value\n2024-01,1\n2024-02,2\n2024-03,3" });
    const res = await call(points.GET, "GET", pointsPath(created.uid), {
      cookie: shown.cookies.viewer,
      params: { uid: created.uid },
      query: { from: "2024-02", to: "2024-02" },
    });
    expect(res.body).toMatchObject({ is_sample: false, points: [{ period: "2024-02-01", value: 2 }] });
  });
});

describe("GET /api/v1/market/location-index", () => {
  it("answers the company's location indexes with coordinates", async () => {
    const res = await call(location.GET, "GET", "/api/v1/market/location-index", {
      cookie: shown.cookies.viewer,
    });
    expect(res.status).toBe(200);
    const houston = Object.values(res.body.content).find((l) => (l as { key: string }).key === "houston-tx");
    expect(houston).toMatchObject({
      kind: "metro",
      value: 87.2,
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });
});
