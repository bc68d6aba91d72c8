import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as rateImport from "@/app/api/v1/reference/escalation-rate/import/route";
import * as rates from "@/app/api/v1/reference/escalation-rate/route";
import * as locationImport from "@/app/api/v1/reference/location-index/import/route";
import * as locations from "@/app/api/v1/reference/location-index/route";
import { db, schema } from "@/db";
import { sampleLocationIndexes, sampleLocationSeriesName } from "@/lib/domain/reference/samples";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  [acme, birch, staff] = await Promise.all([companyWithRoles(), companyWithRoles(), staffUser()]);
});

type Who = { cookies: Record<"admin" | "editor" | "viewer", string> };
const locPath = "/api/v1/reference/location-index";
const ratePath = "/api/v1/reference/escalation-rate";
const getLocations = (cookie: string, headers = {}) =>
  call(locations.GET, "GET", locPath, { cookie, headers });
const putLocations = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(locations.PUT, "PUT", locPath, { cookie, body, headers });
const importLocations = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(locationImport.POST, "POST", `${locPath}/import`, { cookie, body, headers });
const getRates = (cookie: string) => call(rates.GET, "GET", ratePath, { cookie });
const putRates = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(rates.PUT, "PUT", ratePath, { cookie, body, headers });
const importRates = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(rateImport.POST, "POST", `${ratePath}/import`, { cookie, body, headers });

const items = (res: { body: { query: string[]; content: Record<string, unknown> } }) =>
  res.body.query.map((u) => res.body.content[u]) as Record<string, unknown>[];

describe("location indexes", () => {
  it("start with the labelled sample table and an ETag", async () => {
    const res = await getLocations(acme.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body.total).toBe(sampleLocationIndexes.length);
    expect(items(res).find((i) => i.key === "houston-tx")).toMatchObject({
      series_name: sampleLocationSeriesName,
      kind: "metro",
      label: "Houston, TX",
      value: 87.2,
      is_sample: true,
    });
  });

  it("are replaced whole with If-Match, keeping the uid of a row that stays", async () => {
    const own = await companyWithRoles();
    const before = await getLocations(own.cookies.admin);
    const houston = items(before).find((i) => i.key === "houston-tx")!;
    const res = await putLocations(
      own.cookies.admin,
      {
        indexes: [
          {
            series_name: sampleLocationSeriesName,
            kind: "metro",
            key: "houston-tx",
            label: "Houston, TX",
            value: 88,
          },
          { kind: "metro", label: "Boise, ID", value: 91.5 },
          { kind: "state", key: "id", label: "Idaho", value: 90 },
        ],
      },
      { "if-match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body.total).toBe(3);
    const after = items(res);
    expect(after.find((i) => i.key === "houston-tx")).toMatchObject({
      uid: houston.uid,
      value: 88,
      is_sample: false,
      version: 2,
    });
    expect(after.find((i) => i.key === "boise-id")).toMatchObject({
      series_name: "Company location index",
      label: "Boise, ID",
    });
    expect(after.find((i) => i.key === "ID")).toMatchObject({ kind: "state", label: "Idaho" });

    const stale = await putLocations(own.cookies.admin, { indexes: [] }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect((await getLocations(own.cookies.admin)).body.total).toBe(3);
  });

  it("answer 400 with exact messages", async () => {
    const ifMatch = { "if-match": (await getLocations(acme.cookies.admin)).headers.get("etag")! };
    const missing = await putLocations(acme.cookies.admin, {}, ifMatch);
    expect(missing.body.errors).toEqual({ indexes: "Required" });
    const bad = await putLocations(
      acme.cookies.admin,
      {
        indexes: [
          { kind: "city", label: "X", value: 100 },
          { kind: "metro", label: "Y", value: -3 },
          { kind: "metro", label: "Z", value: 100.123456 },
        ],
      },
      ifMatch,
    );
    expect(bad.body.errors).toEqual({
      "indexes.0.kind": "Must be metro or state",
      "indexes.1.value": "Must be a positive number",
      "indexes.2.value": "Must have at most 5 decimal places",
    });
    const listed = await putLocations(
      acme.cookies.admin,
      {
        indexes: [
          { kind: "state", key: "Texas", label: "Texas", value: 85 },
          { kind: "metro", label: "Austin, TX", value: 85 },
          { kind: "metro", key: "austin-tx", label: "Austin", value: 86 },
        ],
      },
      ifMatch,
    );
    expect(listed.body.errors).toEqual({
      "indexes.0.key": "Must be a two-letter state code such as TX",
      "indexes.2.key": "Repeats an earlier key (austin-tx)",
    });
  });

  it("import CSV by merging, or refuse a file with one bad row and write nothing", async () => {
    const own = await companyWithRoles();
    const start = await getLocations(own.cookies.admin);
    const merged = await importLocations(own.cookies.admin, {
      csv: 'label,value,key\n"Boise, ID",91.5,\nIdaho,90,ID\n"Houston, TX",89,\n',
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ imported: 3, version: 2 });
    const after = await getLocations(own.cookies.admin);
    expect(after.body.total).toBe(start.body.total + 3);

    const bad = await importLocations(own.cookies.admin, {
      csv: "label,value\nA,100\nB,101\nC,zero\nD,99\n",
      mode: "replace",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Row 4: value must be a positive number");
    const unchanged = await getLocations(own.cookies.admin);
    expect(unchanged.body.total).toBe(after.body.total);
    expect(unchanged.headers.get("etag")).toBe('"2"');

    const replaced = await importLocations(
      own.cookies.admin,
      { csv: "label,value\nA,100\n", mode: "replace" },
      { "if-match": '"2"' },
    );
    expect(replaced.body).toEqual({ imported: 1, version: 3 });
    expect((await getLocations(own.cookies.admin)).body.total).toBe(1);
  });

  it("stay apart per company and follow staff's company-uid", async () => {
    const own = await companyWithRoles();
    // A company's table starts at version 1 (the sample rows).
    const mine = await putLocations(
      own.cookies.admin,
      { indexes: [{ kind: "metro", label: "Only here", value: 100 }] },
      { "if-match": '"1"' },
    );
    expect((await getLocations(birch.cookies.viewer)).body.total).toBe(sampleLocationIndexes.length);
    const asStaff = await getLocations(staff.cookie, { "company-uid": own.company.uid });
    expect(items(asStaff).map((i) => i.label)).toEqual(["Only here"]);
    const written = await call(locations.PUT, "PUT", locPath, {
      cookie: staff.cookie,
      headers: { "company-uid": own.company.uid, "if-match": mine.headers.get("etag")! },
      body: { indexes: [{ kind: "metro", label: "Staff set", value: 100 }] },
    });
    expect(written.status).toBe(200);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.companyUid, own.company.uid));
    expect(audit.some((a) => a.action === "reference.location_index.replaced" && a.actingAs)).toBe(true);
  });

  it("answer 401 and 403 to editors and viewers", async () => {
    const who: Who = acme;
    expect((await getLocations("")).status).toBe(401);
    for (const cookie of [who.cookies.editor, who.cookies.viewer]) {
      expect((await putLocations(cookie, { indexes: [] }, { "if-match": '"1"' })).status).toBe(403);
      expect((await importLocations(cookie, { csv: "label,value\nA,1" })).status).toBe(403);
    }
  });
});

describe("escalation rates", () => {
  it("start with sample rates 2015–2030, actual then forecast", async () => {
    const res = await getRates(acme.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    const rows = items(res);
    expect(rows.map((r) => r.year)).toEqual(Array.from({ length: 16 }, (_, i) => 2015 + i));
    expect(rows[0]).toMatchObject({ kind: "actual", is_sample: true });
    expect(rows.at(-1)).toMatchObject({ year: 2030, rate_percent: 3.3, kind: "forecast" });
  });

  it("are replaced whole with If-Match, rates keeping five decimals", async () => {
    const own = await companyWithRoles();
    await getRates(own.cookies.admin);
    const res = await putRates(
      own.cookies.admin,
      {
        rates: [
          { year: 2027, rate_percent: 3.12345, kind: "forecast" },
          { year: 2026, rate_percent: -0.5, kind: "actual" },
        ],
      },
      { "if-match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(items(res).map((r) => [r.year, r.rate_percent, r.kind])).toEqual([
      [2026, -0.5, "actual"],
      [2027, 3.12345, "forecast"],
    ]);
    expect((await putRates(own.cookies.admin, { rates: [] }, { "if-match": '"1"' })).status).toBe(412);
  });

  it("answer 400 with exact messages", async () => {
    const ifMatch = { "if-match": (await getRates(acme.cookies.admin)).headers.get("etag")! };
    const bad = await putRates(
      acme.cookies.admin,
      {
        rates: [
          { year: 2026.5, rate_percent: 3, kind: "actual" },
          { year: 2027, rate_percent: 300, kind: "forecast" },
          { year: 2028, rate_percent: 3.123456, kind: "maybe" },
          { year: 2029 },
        ],
      },
      ifMatch,
    );
    expect(bad.body.errors).toEqual({
      "rates.0.year": "Must be a year such as 2026",
      "rates.1.rate_percent": "Must be at most 100",
      "rates.2.rate_percent": "Must have at most 5 decimal places",
      "rates.2.kind": "Must be actual or forecast",
      "rates.3.rate_percent": "Required",
      "rates.3.kind": "Required",
    });
    const repeated = await putRates(
      acme.cookies.admin,
      {
        rates: [
          { year: 2026, rate_percent: 3, kind: "actual" },
          { year: 2026, rate_percent: 4, kind: "actual" },
        ],
      },
      ifMatch,
    );
    expect(repeated.body.errors).toEqual({ "rates.1.year": "Repeats an earlier year (2026)" });
  });

  it("import CSV by merging years, or refuse one bad row and write nothing", async () => {
    const own = await companyWithRoles();
    const merged = await importRates(own.cookies.admin, { csv: "year,rate\n2031,3.1%\n2030,3.2\n" });
    expect(merged.body).toEqual({ imported: 2, version: 2 });
    const rows = items(await getRates(own.cookies.admin));
    expect(rows.at(-1)).toMatchObject({ year: 2031, rate_percent: 3.1, kind: "forecast", is_sample: false });
    expect(rows.find((r) => r.year === 2030)).toMatchObject({ rate_percent: 3.2, is_sample: false });

    const bad = await importRates(own.cookies.admin, {
      csv: "year,rate\n2032,3\n2033,3\n20x4,3\n",
      mode: "replace",
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: "Row 4: year must be a year such as 2026",
      errors: { row_4: "Row 4: year must be a year such as 2026" },
    });
    expect(items(await getRates(own.cookies.admin))).toHaveLength(rows.length);
  });

  it("answer 401 and 403 to editors and viewers, and keep each company's table apart", async () => {
    expect((await getRates("")).status).toBe(401);
    for (const cookie of [acme.cookies.editor, acme.cookies.viewer]) {
      expect((await putRates(cookie, { rates: [] }, { "if-match": '"1"' })).status).toBe(403);
      expect((await importRates(cookie, { csv: "year,rate\n2030,1" })).status).toBe(403);
    }
    const mine = new Set((await getRates(acme.cookies.viewer)).body.query);
    const theirs: string[] = (await getRates(birch.cookies.viewer)).body.query;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((uid) => mine.has(uid))).toEqual([]);
  });
});
