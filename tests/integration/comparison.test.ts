import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { comparisonDto } from "@/lib/contract/comparison";
import { comparisons as api, type Fixture, getRecord, seedComparisonData } from "./comparison-helpers";
import { api as estimates } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let data: Fixture;
let birchData: Fixture;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  [data, birchData] = await Promise.all([seedComparisonData(acme), seedComparisonData(birch)]);
}, 60_000);

const create = (body: Record<string, unknown> = {}, cookie = acme.cookies.editor) =>
  api.create(cookie, { name: `Offices ${randomUUID().slice(0, 6)}`, record_uids: data.records, ...body });

describe("POST /api/v1/comparison", () => {
  it("saves records and estimates, adds the reference estimate, answers the table (as priced)", async () => {
    const res = await create({ name: "Houston offices", reference_estimate_uid: data.estimate });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(comparisonDto.safeParse(res.body).success).toBe(true);
    const c = res.body;
    expect(c).toMatchObject({
      name: "Houston offices",
      basis: "total",
      basis_label: "Total",
      item_count: 5,
      estimate_uids: [data.estimate],
      reference_estimate_uid: data.estimate,
      target_date: null,
      target_location: null,
      missing_uids: [],
      updated_by_name: "Test User",
    });
    expect(c.items.map((i: { kind: string }) => i.kind)).toEqual([
      "record",
      "record",
      "record",
      "record",
      "estimate",
    ]);
    expect(c.items[4].is_reference).toBe(true);
    // No target: no factors, every figure as priced.
    expect(c.items[0]).toMatchObject({
      factors: [],
      factor: 1,
      factor_label: "",
      value_cents: data.totals[0],
    });
    expect(c.table.totals.values.slice(0, 4)).toEqual(data.totals);
    // The estimate's divisions and total are the engine's: 100 × 12,345.67 and 10 × 49,999.99.
    const open = await estimates.open(acme.cookies.viewer, data.estimate);
    const concrete = c.table.rows.find((r: { division: string }) => r.division === "03");
    expect(concrete.values).toEqual([100_000_001, 160_000_000, 40_000_000, 250_000_000, 123_456_700]);
    expect(c.items[4].direct_cents).toBe(123_456_700 + 49_999_990);
    expect(c.table.totals.values[4]).toBe(open.body.estimate.grand_total_cents);
    // Benchmarks over the four records; the reference's deviation from their median.
    // Concrete sorted 40,000,000 100,000,001 160,000,000 250,000,000: median (100,000,001 + 160,000,000) / 2.
    expect(concrete).toMatchObject({ count: 4, median_cents: 130_000_001, min_cents: 40_000_000 });
    expect(concrete.deviation_cents).toBe(123_456_700 - 130_000_001);
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetUid, c.uid), eq(schema.auditLog.action, "comparison.created")));
    expect(audit).toMatchObject({ targetType: "comparison", companyUid: acme.company.uid });
  });

  it("per GSF: each total divided by the item's GSF, rounded once", async () => {
    const res = await create({ basis: "gsf", estimate_uids: [data.estimate] });
    expect(res.body.basis_label).toBe("$/GSF");
    // 180,000,001 / 20,000 = 9,000.00005 → 9,000; the estimate reads its GSF input (25,000).
    expect(res.body.table.totals.values[0]).toBe(9_000);
    expect(res.body.items[4].basis_value).toBe(25_000);
  });

  it("normalises exactly as the record page does for the same date and place", async () => {
    const targets = { target_date: "2026-01-15", target_location: "national" };
    const res = await create({ basis: "gsf", ...targets });
    expect(res.status).toBe(201);
    expect(res.body.target_location_label).toBe("National average");
    for (const [i, uid] of data.records.entries()) {
      const page = await getRecord(acme.cookies.viewer, uid, targets);
      const item = res.body.items[i];
      expect(item.factors).toEqual(page.body.normalised.factors);
      expect(item.normalised_total_cents).toBe(page.body.normalised.total_cents);
      expect(item.value_cents).toBe(page.body.normalised.cost_per_gsf_cents);
      expect(item.factor_label).toBe(page.body.normalised.label);
    }
    const totalBasis = await create({ ...targets });
    const page = await getRecord(acme.cookies.viewer, data.records[0]!, targets);
    const concrete = totalBasis.body.table.rows.find((r: { division: string }) => r.division === "03");
    const pageConcrete = page.body.divisions.find((d: { division: string }) => d.division === "03");
    expect(concrete.values[0]).toBe(pageConcrete.normalised_amount_cents);
  });

  it("answers 400 with a message per field", async () => {
    const bad = await api.create(acme.cookies.editor, {
      name: " ",
      record_uids: ["nope"],
      basis: "$/sf",
      target_date: "2024-02-30",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_error");
    expect(bad.body.errors).toEqual({
      name: "Required",
      "record_uids.0": "Must be an id",
      basis:
        "Must be one of total, gsf, nrsf, unit, bed, key, seat, stall or a metric name (lower-case letters, digits and _)",
      target_date: "Must be a date (YYYY-MM-DD)",
    });
    const unknown = randomUUID();
    const missing = await create({ record_uids: [unknown], reference_estimate_uid: birchData.estimate });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      record_uids: `No such record: ${unknown}`,
      reference_estimate_uid: `No such estimate: ${birchData.estimate}`,
    });
    const place = await create({ target_location: "atlantis", target_date: "2040-01-01" });
    expect(place.status).toBe(400);
    expect(place.body.errors).toEqual({
      target_location:
        'Unknown location "atlantis": use a metro key such as houston-tx, a state code such as TX, or national',
      target_date: "The index series has no value for 2040-01",
    });
    expect((await create({ surprise: 1 })).status).toBe(400);
  });

  it("refuses a viewer (403)", async () => {
    const res = await create({}, acme.cookies.viewer);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });
});

describe("GET, PUT and DELETE /api/v1/comparison/{uid}", () => {
  it("reads, renames and changes items under If-Match; a stale version is 412", async () => {
    const made = (await create()).body;
    const read = await api.get(acme.cookies.viewer, made.uid);
    expect(read.status).toBe(200);
    expect(read.headers.get("etag")).toBe('"1"');
    const put = await api.update(
      acme.cookies.editor,
      made.uid,
      { name: "Renamed", record_uids: data.records.slice(0, 2), basis: "unit", target_location: "TX" },
      1,
    );
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toBe('"2"');
    expect(put.body).toMatchObject({
      name: "Renamed",
      item_count: 2,
      basis_label: "$/unit",
      target_location: "TX",
    });
    expect(put.body.items[0].factors[0]).toMatchObject({ kind: "location" });
    const stale = await api.update(acme.cookies.editor, made.uid, { name: "Late" }, 1);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("precondition_failed");
    expect((await api.update(acme.cookies.editor, made.uid, { name: "No version" })).status).toBe(428);
    const bad = await api.update(acme.cookies.editor, made.uid, { basis: "" }, 2);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.basis).toMatch(/^Must be one of total/);
    expect((await api.remove(acme.cookies.editor, made.uid, 1)).status).toBe(412);
    expect((await api.remove(acme.cookies.editor, made.uid, 2)).status).toBe(204);
    expect((await api.get(acme.cookies.viewer, made.uid)).status).toBe(404);
    const actions = await db()
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUid, made.uid));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "comparison.created",
      "comparison.deleted",
      "comparison.updated",
    ]);
  });

  it("answers another company's comparison as 404, and a viewer's writes as 403", async () => {
    const made = (await create()).body;
    expect((await api.get(birch.cookies.admin, made.uid)).status).toBe(404);
    expect((await api.update(birch.cookies.admin, made.uid, { name: "x" }, 1)).status).toBe(404);
    expect((await api.remove(birch.cookies.admin, made.uid, 1)).status).toBe(404);
    expect((await api.exportFile(birch.cookies.admin, made.uid, "csv")).status).toBe(404);
    const foreignRecord = await api.update(
      acme.cookies.editor,
      made.uid,
      { record_uids: birchData.records },
      1,
    );
    expect(foreignRecord.status).toBe(400);
    expect(foreignRecord.body.errors.record_uids).toBe(`No such record: ${birchData.records.join(", ")}`);
    expect((await api.update(acme.cookies.viewer, made.uid, { name: "x" }, 1)).status).toBe(403);
    expect((await api.remove(acme.cookies.viewer, made.uid, 1)).status).toBe(403);
    expect((await api.exportFile(acme.cookies.viewer, made.uid, "csv")).status).toBe(200);
  });

  it("reports a deleted record as missing instead of failing", async () => {
    const extra = await seedComparisonData(acme);
    const made = (await create({ record_uids: extra.records })).body;
    await db().delete(schema.projectRecords).where(eq(schema.projectRecords.uid, extra.records[0]!));
    const read = await api.get(acme.cookies.viewer, made.uid);
    expect(read.status).toBe(200);
    expect(read.body.missing_uids).toEqual([extra.records[0]]);
    expect(read.body.items).toHaveLength(3);
  });
});

describe("GET /api/v1/comparison", () => {
  it("lists the company's comparisons newest first, searched by name, paged", async () => {
    const tag = randomUUID().slice(0, 8);
    for (const n of [1, 2, 3]) await create({ name: `List ${tag} ${n}` });
    const page = await api.list(acme.cookies.viewer, { q: tag, limit: "2" });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.query.map((u: string) => page.body.content[u].name)).toEqual([
      `List ${tag} 3`,
      `List ${tag} 2`,
    ]);
    expect(page.body.content[page.body.query[0]]).toMatchObject({ item_count: 4, basis_label: "Total" });
    const next = await api.list(acme.cookies.viewer, { q: tag, limit: "2", cursor: page.body.next_cursor });
    expect(next.body).toMatchObject({ total: null, next_cursor: null });
    expect(next.body.query).toHaveLength(1);
    expect((await api.list(birch.cookies.viewer, { q: tag })).body.total).toBe(0);
    expect((await api.list(acme.cookies.viewer, { cursor: "junk" })).status).toBe(400);
  });
});

describe("GET /api/v1/comparison/similar", () => {
  it("matches the estimate's building type, size band (½–2 × GSF) and Census region", async () => {
    const res = await api.similar(acme.cookies.viewer, { estimate_uid: data.estimate });
    expect(res.status).toBe(200);
    expect(res.body.criteria).toMatchObject({
      building_type_uid: data.typeUid,
      gsf_from: 12_500,
      gsf_to: 50_000,
      region: "South",
    });
    // Every match is in the band and the region; the 5,000 GSF annex and the California tower are left out.
    const uids = res.body.records.map((r: { uid: string }) => r.uid);
    expect(uids).toEqual(expect.arrayContaining([data.records[0], data.records[1]]));
    expect(uids).not.toContain(data.records[2]);
    expect(uids).not.toContain(data.records[3]);
    for (const r of res.body.records) {
      expect(r.gsf).toBeGreaterThanOrEqual(12_500);
      expect(r.gsf).toBeLessThanOrEqual(50_000);
      expect(r.state).toBe("TX");
    }
    // Closest in size first.
    const gaps = res.body.records.map((r: { gsf: number }) => Math.abs(r.gsf - 25_000));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect((await api.similar(birch.cookies.viewer, { estimate_uid: data.estimate })).status).toBe(404);
    const bad = await api.similar(acme.cookies.viewer, { estimate_uid: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ estimate_uid: "Must be an id" });
  });
});
