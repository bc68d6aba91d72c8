import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectItem from "@/app/api/v1/project/[uid]/route";
import * as projectList from "@/app/api/v1/project/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import * as recordList from "@/app/api/v1/project-record/route";
import * as recordStats from "@/app/api/v1/project-record/stats/route";
import { db, schema } from "@/db";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let typeUid: string;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  const [type] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(
      and(eq(schema.buildingTypes.companyUid, acme.company.uid), eq(schema.buildingTypes.name, "Office")),
    );
  const [child] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.parentUid, type!.uid))
    .limit(1);
  typeUid = child!.uid;
});

const createProject = (body: unknown, cookie = acme.cookies.editor) =>
  call(projectList.POST, "POST", "/api/v1/project", { cookie, body });
const listProjects = (query: Record<string, string> = {}, cookie = acme.cookies.viewer) =>
  call(projectList.GET, "GET", "/api/v1/project", { cookie, query });
const getProject = (uid: string, cookie = acme.cookies.viewer) =>
  call(projectItem.GET, "GET", `/api/v1/project/${uid}`, { cookie, params: { uid } });
const putProject = (
  uid: string,
  body: unknown,
  headers: Record<string, string> = {},
  cookie = acme.cookies.editor,
) => call(projectItem.PUT, "PUT", `/api/v1/project/${uid}`, { cookie, body, headers, params: { uid } });
const delProject = (uid: string, headers: Record<string, string> = {}, cookie = acme.cookies.editor) =>
  call(projectItem.DELETE, "DELETE", `/api/v1/project/${uid}`, { cookie, headers, params: { uid } });
const createRecord = (body: unknown, cookie = acme.cookies.editor) =>
  call(recordList.POST, "POST", "/api/v1/project-record", { cookie, body });
const getRecord = (uid: string, query: Record<string, string> = {}, cookie = acme.cookies.viewer) =>
  call(recordItem.GET, "GET", `/api/v1/project-record/${uid}`, { cookie, query, params: { uid } });
const putRecord = (
  uid: string,
  body: unknown,
  headers: Record<string, string> = {},
  cookie = acme.cookies.editor,
) => call(recordItem.PUT, "PUT", `/api/v1/project-record/${uid}`, { cookie, body, headers, params: { uid } });
const delRecord = (uid: string, headers: Record<string, string> = {}, cookie = acme.cookies.editor) =>
  call(recordItem.DELETE, "DELETE", `/api/v1/project-record/${uid}`, { cookie, headers, params: { uid } });

const costs = [
  { cost_code: "03 30 00", description: "Cast-in-place concrete", amount_cents: 123_456_789 },
  { cost_code: "03 20 00", description: "Reinforcing", amount_cents: 10_000_001 },
  { cost_code: "05 12 00", description: "Structural steel", amount_cents: 45_000_000 },
  { cost_code: "26 00 00", description: "Electrical", amount_cents: 33_333_333 },
];
// 123,456,789 + 10,000,001 + 45,000,000 + 33,333,333 = 211,790,123 cents ($2,117,901.23)
const total = 211_790_123;

const project = (overrides: Record<string, unknown> = {}) => ({
  name: "Harbor Point Tower",
  number: "HP-2021",
  client: "Harbor Holdings",
  architect: "Gensler",
  address: "1200 Main St",
  city: "Houston",
  state: "tx",
  zip: "77002",
  metro: "houston-tx",
  latitude: 29.7604,
  longitude: -95.3698,
  building_type_uid: typeUid,
  construction_type: "I-A",
  work_type: "new",
  delivery_method: "cm-at-risk",
  stories: 22,
  tags: ["tower", "lab"],
  notes: "Podium and tower",
  ...overrides,
});

const record = (overrides: Record<string, unknown> = {}) => ({
  stage: "final",
  cost_basis_date: "2021-06-15",
  bid_date: "2020-11-02",
  start_date: "2020-12-01",
  completion_date: "2022-08-30",
  metrics: { gsf: 10_000, units: 120, stalls: 300 },
  costs,
  notes: "Final cost report",
  ...overrides,
});

describe("POST /api/v1/project", () => {
  it("creates a project with its first record, totals to the cent", async () => {
    const res = await createProject({ ...project(), record: record({ tags: ["audited"] }) });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({
      name: "Harbor Point Tower",
      state: "TX",
      metro: "houston-tx",
      building_type_uid: typeUid,
      building_type_name: expect.stringMatching(/^Office › /),
      record_count: 1,
      tags: ["tower", "lab"],
      version: 1,
    });
    const detail = await getRecord(res.body.record_uid);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      project_uid: res.body.uid,
      project_name: "Harbor Point Tower",
      city: "Houston",
      state: "TX",
      stage: "final",
      total_cents: total,
      // 211,790,123 / 10,000 = 21,179.0123 → 21,179
      cost_per_gsf_cents: 21_179,
      tags: ["audited"],
      project_tags: ["tower", "lab"],
      notes: "Final cost report",
    });
    expect(detail.body.costs).toEqual([
      {
        cost_code: "03 30 00",
        description: "Cast-in-place concrete",
        division: "03",
        division_label: "03 Concrete",
        amount_cents: 123_456_789,
      },
      {
        cost_code: "03 20 00",
        description: "Reinforcing",
        division: "03",
        division_label: "03 Concrete",
        amount_cents: 10_000_001,
      },
      {
        cost_code: "05 12 00",
        description: "Structural steel",
        division: "05",
        division_label: "05 Metals",
        amount_cents: 45_000_000,
      },
      {
        cost_code: "26 00 00",
        description: "Electrical",
        division: "26",
        division_label: "26 Electrical",
        amount_cents: 33_333_333,
      },
    ]);
    expect(
      detail.body.divisions.map((d: { division: string; amount_cents: number; per_gsf_cents: number }) => [
        d.division,
        d.amount_cents,
        d.per_gsf_cents,
      ]),
    ).toEqual([
      ["03", 133_456_790, 13_346],
      ["05", 45_000_000, 4500],
      ["26", 33_333_333, 3333],
    ]);
    expect(detail.body.per_metric).toEqual([
      { metric: "gsf", value: 10_000, cost_cents: 21_179 },
      { metric: "units", value: 120, cost_cents: 1_764_918 },
      { metric: "stalls", value: 300, cost_cents: 705_967 },
    ]);
    expect(detail.body.project.uid).toBe(res.body.uid);
    expect(detail.body.other_records).toEqual([]);
    expect(detail.body.files).toEqual([]);
  });

  it("answers 400 with field messages and writes nothing", async () => {
    const before = await db()
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.companyUid, acme.company.uid));
    const res = await createProject({
      name: " ",
      state: "Texas",
      zip: "7700",
      latitude: 100,
      stories: 1.5,
      construction_type: "VI",
      record: {
        stage: "draft",
        cost_basis_date: "2021-02-30",
        costs: [{ cost_code: "", amount_cents: 1.5 }],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors).toEqual({
      name: "Required",
      state: "Must be a two-letter state code such as TX",
      zip: "Must be a ZIP code such as 77002 or 77002-1234",
      latitude: "Must be a latitude between -90 and 90",
      stories: "Must be a whole number from 0 to 300",
      construction_type: "Must be one of I-A, I-B, II-A, II-B, III-A, III-B, IV, V-A, V-B",
      "record.stage": "Must be one of conceptual, bid, gmp, final",
      "record.cost_basis_date": "Must be a date (YYYY-MM-DD)",
      "record.costs.0.cost_code": "Required",
      "record.costs.0.amount_cents": "Must be a whole number of cents",
    });
    const after = await db()
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.companyUid, acme.company.uid));
    expect(after.length).toBe(before.length);
  });

  it("refuses another company's building type and a lone coordinate", async () => {
    const res = await createProject(project(), birch.cookies.editor);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ building_type_uid: "Unknown building type" });
    const lone = await createProject({ name: "X", latitude: 10 });
    expect(lone.status).toBe(400);
    expect(lone.body.errors).toEqual({ longitude: "Give both latitude and longitude, or neither" });
  });

  it("answers 403 to a viewer", async () => {
    const res = await createProject(project(), acme.cookies.viewer);
    expect(res.status).toBe(403);
  });
});

describe("GET /api/v1/project", () => {
  it("searches by name, number, client or city, pages with a cursor, and never shows another company's", async () => {
    const tag = `Q${Date.now()}`;
    for (const n of ["Alpha", "Bravo", "Charlie"]) {
      expect(
        (await createProject({ name: `${tag} ${n}`, client: `${n} Client`, city: "Austin" })).status,
      ).toBe(201);
    }
    await createProject({ name: `${tag} Birch`, city: "Austin" }, birch.cookies.editor);
    const first = await listProjects({ q: tag.toLowerCase(), limit: "2" });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.query.map((u: string) => first.body.content[u].name)).toEqual([
      `${tag} Alpha`,
      `${tag} Bravo`,
    ]);
    const second = await listProjects({ q: tag, limit: "2", cursor: first.body.next_cursor });
    expect(second.body.query.map((u: string) => second.body.content[u].name)).toEqual([`${tag} Charlie`]);
    expect(second.body.next_cursor).toBeNull();
    expect((await listProjects({ q: "bravo client" })).body.total).toBeGreaterThanOrEqual(1);
    expect((await listProjects({ limit: "500" })).body.errors).toEqual({
      limit: "Must be a whole number from 1 to 200",
    });
    expect((await listProjects({ cursor: "junk" })).status).toBe(400);
  });
  it("pages names outside ASCII in the database's order, none skipped or repeated", async () => {
    // JavaScript and the database lower-case "İ" and a final "Σ" differently; the cursor must carry the database's key.
    const tag = `U${Date.now()}`;
    const names = ["İSTANBUL Tower", "ΟΔΟΣ Plaza", "Istanbul Hall", "ΟΔΟΣ", "Ärzte Haus", "Zeta Lofts"].map(
      (n) => `${tag} ${n}`,
    );
    for (const name of names) expect((await createProject({ name })).status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listProjects({ q: tag, limit: "1", ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.query.map((u: string) => page.body.content[u].name));
      cursor = page.body.next_cursor;
    } while (cursor && seen.length <= names.length);
    const all = await listProjects({ q: tag, limit: "50" });
    expect(seen).toEqual(all.body.query.map((u: string) => all.body.content[u].name));
    expect([...seen].sort()).toEqual([...names].sort());
  });
});

describe("GET|PUT|DELETE /api/v1/project/{uid}", () => {
  it("updates the project and keeps its records' copies in step", async () => {
    const created = await createProject({
      ...project({ name: "Copy Test" }),
      record: record({ tags: ["own"] }),
    });
    const uid = created.body.uid;
    const stale = await putProject(uid, { name: "Nope" }, { "If-Match": '"7"' });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("precondition_failed");
    const res = await putProject(
      uid,
      { name: "Copy Test Renamed", state: "CA", metro: "los-angeles-ca", tags: ["x"] },
      { "If-Match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body).toMatchObject({ name: "Copy Test Renamed", state: "CA", version: 2, city: "Houston" });
    const detail = await getRecord(created.body.record_uid);
    expect(detail.body).toMatchObject({
      project_name: "Copy Test Renamed",
      state: "CA",
      metro: "los-angeles-ca",
      // The project's tags are copied for the filter; the record's own stay as they were.
      tags: ["own"],
      project_tags: ["x"],
    });
    expect((await getProject(uid)).body.name).toBe("Copy Test Renamed");
    expect(
      (await putProject(uid, { state: "Cal" }, { "If-Match": res.headers.get("etag")! })).body.errors,
    ).toEqual({
      state: "Must be a two-letter state code such as TX",
    });
  });

  it("answers 404 to another company, 403 to a viewer", async () => {
    const created = await createProject(project({ name: "Private" }));
    const uid = created.body.uid;
    expect((await getProject(uid, birch.cookies.admin)).status).toBe(404);
    const ifMatch = { "If-Match": created.headers.get("etag")! };
    expect((await putProject(uid, { name: "X" }, ifMatch, birch.cookies.admin)).status).toBe(404);
    expect((await delProject(uid, ifMatch, birch.cookies.admin)).status).toBe(404);
    expect((await putProject(uid, { name: "X" }, ifMatch, acme.cookies.viewer)).status).toBe(403);
    expect((await delProject(uid, ifMatch, acme.cookies.viewer)).status).toBe(403);
    expect((await getProject("not-a-uid")).status).toBe(404);
  });

  it("deletes with its records (412 when stale)", async () => {
    const created = await createProject({ ...project({ name: "Doomed" }), record: record() });
    expect((await delProject(created.body.uid, { "If-Match": '"9"' })).status).toBe(412);
    expect((await delProject(created.body.uid, { "If-Match": '"1"' })).status).toBe(204);
    expect((await getProject(created.body.uid)).status).toBe(404);
    expect((await getRecord(created.body.record_uid)).status).toBe(404);
    const lines = await db()
      .select()
      .from(schema.recordCosts)
      .where(eq(schema.recordCosts.recordUid, created.body.record_uid));
    expect(lines).toEqual([]);
  });
});

describe("records", () => {
  it("adds a record to a project; the project lists it among its other records", async () => {
    const created = await createProject({ ...project({ name: "Two Records" }), record: record() });
    const res = await createRecord({
      project_uid: created.body.uid,
      ...record({
        stage: "bid",
        cost_basis_date: "2020-10-01",
        costs: [{ cost_code: "B2010", amount_cents: 99_999 }],
        metrics: { gsf: 3 },
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total_cents: 99_999, cost_per_gsf_cents: 33_333, stage: "bid" });
    expect(res.body.divisions).toEqual([
      {
        division: "B20",
        label: expect.stringMatching(/^B20 /),
        amount_cents: 99_999,
        share: 1,
        per_gsf_cents: 33_333,
      },
    ]);
    expect(res.body.other_records).toEqual([
      {
        uid: created.body.record_uid,
        stage: "final",
        cost_basis_date: "2021-06-15",
        total_cents: total,
        cost_per_gsf_cents: 21_179,
      },
    ]);
    expect(res.body.project.record_count).toBe(2);
    // The list and the project GET count them in their own query.
    expect((await getProject(created.body.uid)).body.record_count).toBe(2);
    const listed = await listProjects({ q: "Two Records", limit: "50" });
    expect(listed.body.content[created.body.uid].record_count).toBe(2);
  });

  it("answers 404 for another company's project and 400 for bad fields", async () => {
    const created = await createProject(project({ name: "Mine" }));
    const foreign = await createRecord({ project_uid: created.body.uid, ...record() }, birch.cookies.editor);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Project not found");
    const bad = await createRecord({
      project_uid: created.body.uid,
      stage: "bid",
      cost_basis_date: "2024-01-01",
      start_date: "2024-05-01",
      completion_date: "2024-01-01",
      metrics: { gsf: -1, "Bad Name": 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      "metrics.gsf": "Must be a number of at least 0 with at most 5 decimals",
      "metrics.Bad Name": "Metric names are lower-case letters, digits and _",
      completion_date: "Must be on or after the start date",
    });
    const order = await createRecord({
      project_uid: created.body.uid,
      stage: "bid",
      cost_basis_date: "2024-01-01",
      start_date: "2024-05-01",
      completion_date: "2024-01-01",
    });
    expect(order.body.errors).toEqual({ completion_date: "Must be on or after the start date" });
    expect((await createRecord({ stage: "bid" })).body.errors).toEqual({
      project_uid: "Required",
      cost_basis_date: "Required",
    });
  });

  it("replaces the cost lines on update in one go, with If-Match", async () => {
    const created = await createProject({ ...project({ name: "Replace Lines" }), record: record() });
    const uid = created.body.record_uid;
    const res = await putRecord(
      uid,
      {
        costs: [{ cost_code: "09 29 00", description: "Gypsum board", amount_cents: 1_000_005 }],
        metrics: { gsf: 2 },
      },
      { "If-Match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body).toMatchObject({
      total_cents: 1_000_005,
      cost_per_gsf_cents: 500_003,
      version: 2,
      stage: "final",
    });
    expect(res.body.costs).toEqual([
      {
        cost_code: "09 29 00",
        description: "Gypsum board",
        division: "09",
        division_label: "09 Finishes",
        amount_cents: 1_000_005,
      },
    ]);
    const stale = await putRecord(uid, { stage: "gmp" }, { "If-Match": '"1"' });
    expect(stale.status).toBe(412);
    expect((await getRecord(uid)).body.stage).toBe("final");
    // A metric change without lines keeps the total and derives $/GSF again.
    const metrics = await putRecord(uid, { metrics: { gsf: 4 } }, { "If-Match": '"2"' });
    expect(metrics.body).toMatchObject({ total_cents: 1_000_005, cost_per_gsf_cents: 250_001 });
    // A bad line writes nothing.
    const bad = await putRecord(
      uid,
      { costs: [{ cost_code: "01", amount_cents: "x" }] },
      { "If-Match": metrics.headers.get("etag")! },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "costs.0.amount_cents": "Must be a whole number of cents" });
    expect((await getRecord(uid)).body.total_cents).toBe(1_000_005);
  });

  it("answers 404 to another company, 403 to a viewer; deletes with If-Match", async () => {
    const created = await createProject({ ...project({ name: "Guarded" }), record: record() });
    const uid = created.body.record_uid;
    expect((await getRecord(uid, {}, birch.cookies.admin)).status).toBe(404);
    // The record as created: version 1.
    const ifMatch = { "If-Match": '"1"' };
    expect((await putRecord(uid, { stage: "bid" }, ifMatch, birch.cookies.admin)).status).toBe(404);
    expect((await delRecord(uid, ifMatch, birch.cookies.admin)).status).toBe(404);
    expect((await putRecord(uid, { stage: "bid" }, ifMatch, acme.cookies.viewer)).status).toBe(403);
    expect((await delRecord(uid, ifMatch, acme.cookies.viewer)).status).toBe(403);
    expect((await delRecord(uid, { "If-Match": '"3"' })).status).toBe(412);
    expect((await delRecord(uid, { "If-Match": '"1"' })).status).toBe(204);
    expect((await getRecord(uid)).status).toBe(404);
    expect((await getProject(created.body.uid)).body.record_count).toBe(0);
  });

  it("normalises to a target date and location with visible factors", async () => {
    const created = await createProject({ ...project({ name: "Normalise Me" }), record: record() });
    const uid = created.body.record_uid;
    const res = await getRecord(uid, { target_date: "2025-06-01", target_location: "national" });
    expect(res.status).toBe(200);
    const n = res.body.normalised;
    expect(n.factors.map((f: { kind: string }) => f.kind)).toEqual(["time", "location"]);
    // Houston (87.2 in the sample table) → national 100.
    expect(n.factors[1].factor).toBeCloseTo(100 / 87.2, 12);
    expect(n.factors[1].detail).toBe("National average 100 / Houston, TX 87.2");
    expect(n.label).toMatch(/^× \d\.\d{2,3} time · × 1\.147 location$/);
    expect(n.factor).toBeCloseTo(n.factors[0].factor * n.factors[1].factor, 12);
    const exact = total * n.factor;
    expect(Math.abs(n.total_cents - exact)).toBeLessThanOrEqual(0.5);
    expect(n.cost_per_gsf_cents).toBe(Math.round((total / 10_000) * n.factor));
    // Divisions by largest remainder: each within a cent of its exact value, together the normalised total.
    const divisions = res.body.divisions as { amount_cents: number; normalised_amount_cents: number }[];
    for (const d of divisions)
      expect(Math.abs(d.normalised_amount_cents - d.amount_cents * n.factor)).toBeLessThan(1);
    expect(divisions.reduce((a, d) => a + d.normalised_amount_cents, 0)).toBe(n.total_cents);
    expect(res.body.per_metric[1].normalised_cents).toBe(Math.round((total / 120) * n.factor));
    // A state key and a date outside the series.
    const tx = await getRecord(uid, { target_location: "TX" });
    expect(tx.body.normalised.factors).toEqual([
      { kind: "location", factor: 85.7 / 87.2, detail: "Texas 85.7 / Houston, TX 87.2" },
    ]);
    const bad = await getRecord(uid, { target_date: "2090-01-01", target_location: "atlantis" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      target_date: "The index series has no value for 2090-01",
      target_location:
        'Unknown location "atlantis": use a metro key such as houston-tx, a state code such as TX, or national',
    });
    expect((await getRecord(uid, { target_date: "2025-02-30" })).body.errors).toEqual({
      target_date: "Must be a date (YYYY-MM-DD)",
    });
  });

  it("normalises a basis after the last index value with the last known one, and says so", async () => {
    const name = "Priced Before Its Index";
    const created = await createProject({
      ...project({ name }),
      record: record({ cost_basis_date: "2089-06-15" }),
    });
    const targets = { target_date: "2025-06-01", target_location: "national" };
    const res = await getRecord(created.body.record_uid, targets);
    expect(res.status).toBe(200);
    const n = res.body.normalised;
    expect(n.warning).toBeUndefined();
    expect(n.note).toMatch(/^index for 2089-06 not published yet; using \d{4}-\d{2}$/);
    expect(n.factors[0].detail).toMatch(/^[\d.]+ \/ [\d.]+$/);
    const divisions = res.body.divisions as { normalised_amount_cents: number }[];
    expect(divisions.reduce((a, d) => a + d.normalised_amount_cents, 0)).toBe(n.total_cents);
    // The statistics count it among the records with a normalised $/GSF (valued), not only in count.
    const stats = await call(recordStats.GET, "GET", "/api/v1/project-record/stats", {
      cookie: acme.cookies.viewer,
      query: { ...targets, q: name },
    });
    expect(stats.body).toMatchObject({
      count: 1,
      projects: 1,
      valued: 1,
      median_cpg_cents: n.cost_per_gsf_cents,
    });
  });
});
