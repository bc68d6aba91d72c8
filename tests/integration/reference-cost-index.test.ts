import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as indexItem from "@/app/api/v1/reference/cost-index/[uid]/route";
import * as indexImport from "@/app/api/v1/reference/cost-index/import/route";
import * as indexes from "@/app/api/v1/reference/cost-index/route";
import { db, schema } from "@/db";
import { sampleIndexName } from "@/lib/domain/reference/samples";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  [acme, birch, staff] = await Promise.all([companyWithRoles(), companyWithRoles(), staffUser()]);
});

const path = "/api/v1/reference/cost-index";
const list = (cookie = acme.cookies.viewer, headers = {}) =>
  call(indexes.GET, "GET", path, { cookie, headers });
const create = (body: unknown, cookie = acme.cookies.admin, headers = {}) =>
  call(indexes.POST, "POST", path, { cookie, body, headers });
const get = (uid: string, cookie = acme.cookies.viewer) =>
  call(indexItem.GET, "GET", `${path}/${uid}`, { cookie, params: { uid } });
const put = (uid: string, body: unknown, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(indexItem.PUT, "PUT", `${path}/${uid}`, { cookie, body, headers, params: { uid } });
const del = (uid: string, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(indexItem.DELETE, "DELETE", `${path}/${uid}`, { cookie, headers, params: { uid } });
const importCsv = (body: unknown, headers: Record<string, string> = {}, cookie = acme.cookies.admin) =>
  call(indexImport.POST, "POST", `${path}/import`, { cookie, body, headers });

const name = () => `Index ${randomUUID().slice(0, 8)}`;
const points = [
  { period: "2024-01", value: 100 },
  { period: "2024-02-15", value: 101.25 },
  { period: "2024-03", value: 102.12345 },
];

describe("GET /api/v1/reference/cost-index", () => {
  it("starts a company with the labelled sample series and summarises each series", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const sample = res.body.content[res.body.query.find((u: string) => res.body.content[u].is_sample)];
    expect(sample).toMatchObject({
      name: sampleIndexName,
      frequency: "monthly",
      base_label: "Jan 2015 = 100",
      is_sample: true,
      point_count: 142,
      first_period: "2015-01-01",
      last_period: "2026-10-01",
      version: 1,
    });
    expect(sample.latest_value).toBeGreaterThan(150);
    expect((await call(indexes.GET, "GET", path)).status).toBe(401);
  });
});

describe("POST /api/v1/reference/cost-index", () => {
  it("creates a series with points read per its frequency", async () => {
    const n = name();
    const res = await create({ name: n, frequency: "monthly", base_label: "2024 = 100", points });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({
      name: n,
      frequency: "monthly",
      is_sample: false,
      point_count: 3,
      version: 1,
    });
    expect(res.body.points).toEqual([
      { period: "2024-01-01", label: "2024-01", value: 100 },
      { period: "2024-02-01", label: "2024-02", value: 101.25 },
      { period: "2024-03-01", label: "2024-03", value: 102.12345 },
    ]);
    const read = await get(res.body.uid);
    expect(read.body).toEqual(res.body);
    expect(read.headers.get("etag")).toBe('"1"');
    const quarterly = await create({
      name: name(),
      frequency: "quarterly",
      points: [
        { period: "2024-Q1", value: 200 },
        { period: "2024-05-01", value: 204 },
      ],
    });
    expect(quarterly.body.points.map((p: { label: string }) => p.label)).toEqual(["2024 Q1", "2024 Q2"]);
  });

  it("answers 400 with exact messages", async () => {
    const empty = await create({});
    expect(empty.body.errors).toEqual({ name: "Required", frequency: "Required" });
    const bad = await create({
      name: name(),
      frequency: "weekly",
      points: [{ period: "2024-01", value: 0 }],
    });
    expect(bad.body.errors).toEqual({
      frequency: "Must be monthly or quarterly",
      "points.0.value": "Must be a positive number",
    });
    const periods = await create({
      name: name(),
      frequency: "monthly",
      points: [
        { period: "2024-01", value: 1 },
        { period: "2024-01-20", value: 2 },
        { period: "2024-Q2", value: 3 },
        { period: "2024-04", value: 1.123456 },
      ],
    });
    expect(periods.status).toBe(400);
    expect(periods.body.errors).toEqual({ "points.3.value": "Must have at most 5 decimal places" });
    const repeats = await create({
      name: name(),
      frequency: "monthly",
      points: [
        { period: "2024-01", value: 1 },
        { period: "2024-01-20", value: 2 },
        { period: "2024-Q2", value: 3 },
      ],
    });
    expect(repeats.body.errors).toEqual({
      "points.1.period": "Repeats an earlier period (2024-01)",
      "points.2.period": "Must be a month such as 2024-03",
    });
  });

  it("refuses a duplicate name (any case) with 409, and answers 403 to editors and viewers", async () => {
    const n = name();
    await create({ name: n, frequency: "monthly" });
    const dup = await create({ name: n.toUpperCase(), frequency: "monthly" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`A cost index named "${n.toUpperCase()}" already exists`);
    expect((await create({ name: name(), frequency: "monthly" }, acme.cookies.editor)).status).toBe(403);
    expect((await create({ name: name(), frequency: "monthly" }, acme.cookies.viewer)).status).toBe(403);
  });

  it("lets staff create a series for a company they act for", async () => {
    const res = await create({ name: name(), frequency: "monthly", points }, staff.cookie, {
      "company-uid": birch.company.uid,
    });
    expect(res.status).toBe(201);
    expect((await get(res.body.uid, birch.cookies.viewer)).status).toBe(200);
    expect((await get(res.body.uid)).status).toBe(404);
  });
});

describe("GET, PUT and DELETE /api/v1/reference/cost-index/{uid}", () => {
  it("replaces the points and renames with If-Match; 412 when stale, nothing changed", async () => {
    const made = await create({ name: name(), frequency: "monthly", points });
    const res = await put(
      made.body.uid,
      { name: "Renamed index", points: [{ period: "2025-01", value: 120 }] },
      { "if-match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Renamed index", version: 2, point_count: 1 });
    expect(res.body.points).toEqual([{ period: "2025-01-01", label: "2025-01", value: 120 }]);
    const stale = await put(made.body.uid, { points: [] }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect((await get(made.body.uid)).body.point_count).toBe(1);
    const base = await put(
      made.body.uid,
      { base_label: "Jan 2025 = 120" },
      { "if-match": res.headers.get("etag")! },
    );
    expect(base.body).toMatchObject({ base_label: "Jan 2025 = 120", point_count: 1, version: 3 });
  });

  it("needs the points when the frequency changes", async () => {
    const made = await create({ name: name(), frequency: "monthly", points });
    const res = await put(
      made.body.uid,
      { frequency: "quarterly" },
      { "if-match": made.headers.get("etag")! },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ points: "Send the points again when changing the frequency" });
    const ok = await put(
      made.body.uid,
      { frequency: "quarterly", points: [{ period: "2024 Q1", value: 100 }] },
      { "if-match": made.headers.get("etag")! },
    );
    expect(ok.body).toMatchObject({ frequency: "quarterly", point_count: 1 });
    expect((await put(made.body.uid, {}, { "if-match": ok.headers.get("etag")! })).body.errors).toEqual({
      _: "Send at least one of name, frequency, base_label, points",
    });
  });

  it("answers 404 for another company's series on every method", async () => {
    const theirs = await create({ name: name(), frequency: "monthly", points }, birch.cookies.admin);
    const res = await get(theirs.body.uid);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Cost index not found");
    const ifMatch = { "if-match": theirs.headers.get("etag")! };
    expect((await put(theirs.body.uid, { name: "Mine" }, ifMatch)).status).toBe(404);
    expect((await del(theirs.body.uid, ifMatch)).status).toBe(404);
    expect((await importCsv({ series_uid: theirs.body.uid, csv: "period,value\n2024-04,1" })).status).toBe(
      404,
    );
    expect((await get(theirs.body.uid, birch.cookies.viewer)).body).toMatchObject({
      point_count: 3,
      version: 1,
    });
    expect((await get("zzz")).status).toBe(404);
  });

  it("deletes the series and its points (204), with If-Match", async () => {
    const made = await create({ name: name(), frequency: "monthly", points });
    expect((await del(made.body.uid, { "if-match": '"2"' })).status).toBe(412);
    expect((await del(made.body.uid, { "if-match": '"1"' })).status).toBe(204);
    expect((await get(made.body.uid)).status).toBe(404);
    const left = await db()
      .select()
      .from(schema.costIndexPoints)
      .where(eq(schema.costIndexPoints.seriesUid, made.body.uid));
    expect(left).toEqual([]);
  });

  it("answers 401 and 403 to editors and viewers", async () => {
    const made = await create({ name: name(), frequency: "monthly" });
    expect((await get(made.body.uid, "")).status).toBe(401);
    const ifMatch = { "if-match": made.headers.get("etag")! };
    expect((await put(made.body.uid, { name: "x" }, ifMatch, acme.cookies.editor)).status).toBe(403);
    expect((await del(made.body.uid, ifMatch, acme.cookies.viewer)).status).toBe(403);
  });
});

describe("POST /api/v1/reference/cost-index/import", () => {
  it("creates a series from CSV", async () => {
    const n = name();
    const res = await importCsv({ name: n, csv: "Date,Index\r\n2023-01,100\r\n2023-02,100.4\r\n" });
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(2);
    expect(res.body.series).toMatchObject({ name: n, frequency: "monthly", point_count: 2, version: 1 });
  });

  it("merges into an existing series by period, or replaces its points", async () => {
    const made = await create({ name: name(), frequency: "monthly", points });
    const merged = await importCsv(
      { series_uid: made.body.uid, csv: "period,value\n2024-03,103\n2024-04,104\n" },
      { "if-match": '"1"' },
    );
    expect(merged.status).toBe(200);
    expect(merged.headers.get("etag")).toBe('"2"');
    expect(merged.body.series.points.map((p: { value: number }) => p.value)).toEqual([100, 101.25, 103, 104]);
    const replaced = await importCsv({
      series_uid: made.body.uid,
      mode: "replace",
      csv: "period,value\n2020-01,90\n",
    });
    expect(replaced.body.series.points).toEqual([{ period: "2020-01-01", label: "2020-01", value: 90 }]);
    const stale = await importCsv(
      { series_uid: made.body.uid, csv: "period,value\n2020-02,91\n" },
      { "if-match": '"1"' },
    );
    expect(stale.status).toBe(412);
  });

  it("refuses a file with one bad row: 400 naming the row, nothing written", async () => {
    const made = await create({ name: name(), frequency: "monthly", points });
    const csv = "period,value\n2024-04,104\n2024-05,105\n2024-06,-1\n2024-07,107\n";
    const res = await importCsv({ series_uid: made.body.uid, csv });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "validation_error",
      message: "Row 4: value must be a positive number",
      errors: { row_4: "Row 4: value must be a positive number" },
    });
    const after = await get(made.body.uid);
    expect(after.body).toMatchObject({ point_count: 3, version: 1 });
    const n = name();
    const fresh = await importCsv({ name: n, csv });
    expect(fresh.status).toBe(400);
    const rows = await db()
      .select()
      .from(schema.costIndexSeries)
      .where(
        and(eq(schema.costIndexSeries.companyUid, acme.company.uid), eq(schema.costIndexSeries.name, n)),
      );
    expect(rows).toEqual([]);
  });

  it("answers 400 to a file without its columns, or without a name for a new series", async () => {
    const cols = await importCsv({ name: name(), csv: "month,price\n2024-01,1\n" });
    expect(cols.body).toMatchObject({
      message: 'The header row has no "value" column',
      errors: { csv: 'The header row has no "value" column' },
    });
    const noName = await importCsv({ csv: "period,value\n2024-01,1\n" });
    expect(noName.body.errors).toEqual({ name: "Required when no series_uid is given" });
    const many = await importCsv({ name: name(), csv: "period,value\nx,1\n2024-02,y\n" });
    expect(many.body.message).toBe(
      "2 rows have errors; nothing was imported. Row 2: period must be a period such as 2024-03",
    );
    expect(many.body.errors).toEqual({
      row_2: "Row 2: period must be a period such as 2024-03",
      row_3: "Row 3: value must be a positive number",
    });
  });

  it("answers 403 to editors and viewers", async () => {
    const body = { name: name(), csv: "period,value\n2024-01,1\n" };
    expect((await importCsv(body, {}, acme.cookies.editor)).status).toBe(403);
    expect((await importCsv(body, {}, acme.cookies.viewer)).status).toBe(403);
    expect((await importCsv(body, {}, "")).status).toBe(401);
  });
});
