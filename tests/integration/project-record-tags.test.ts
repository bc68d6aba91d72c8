import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectItem from "@/app/api/v1/project/[uid]/route";
import * as exportRoute from "@/app/api/v1/project/export/route";
import * as previewRoute from "@/app/api/v1/project/import/preview/route";
import * as importRoute from "@/app/api/v1/project/import/route";
import * as projectList from "@/app/api/v1/project/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import * as recordList from "@/app/api/v1/project-record/route";
import { db, schema } from "@/db";
import { parseRecordFilters } from "@/lib/contract/record-filters";
import { listQueries } from "@/lib/server/project/query";
import type { Scope } from "@/lib/server/scope";
import { call, companyWithRoles } from "./helpers";
import { csvFile, upload } from "./project-import-helpers";

// The tag rule: a record's tags are its own, stored as given; its project's tags are copied beside them
// (project_tags) and never merged in. The list's tag filter matches a record when either has the tag.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

const record = (overrides: Record<string, unknown> = {}) => ({
  stage: "final",
  cost_basis_date: "2023-04-01",
  metrics: { gsf: 1000 },
  costs: [{ cost_code: "03 30 00", amount_cents: 10_000_000 }],
  ...overrides,
});

async function createProject(body: Record<string, unknown>, cookie = acme.cookies.editor) {
  const res = await call(projectList.POST, "POST", "/api/v1/project", { cookie, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { uid: string; record_uid?: string; version: number };
}
const createRecord = (body: unknown, cookie = acme.cookies.editor) =>
  call(recordList.POST, "POST", "/api/v1/project-record", { cookie, body });
const getRecord = (uid: string, cookie = acme.cookies.viewer) =>
  call(recordItem.GET, "GET", `/api/v1/project-record/${uid}`, { cookie, params: { uid } });
const putRecord = (uid: string, body: unknown, headers: Record<string, string> = {}) =>
  call(recordItem.PUT, "PUT", `/api/v1/project-record/${uid}`, {
    cookie: acme.cookies.editor,
    body,
    headers,
    params: { uid },
  });
const getProject = (uid: string, cookie = acme.cookies.viewer) =>
  call(projectItem.GET, "GET", `/api/v1/project/${uid}`, { cookie, params: { uid } });
const putProject = (uid: string, body: unknown, headers: Record<string, string> = {}) =>
  call(projectItem.PUT, "PUT", `/api/v1/project/${uid}`, {
    cookie: acme.cookies.editor,
    body,
    headers,
    params: { uid },
  });
const listByTags = async (tags: string[], cookie = acme.cookies.viewer) => {
  const query = tags.map((t) => `tag=${encodeURIComponent(t)}`).join("&");
  const res = await call(recordList.GET, "GET", `/api/v1/project-record?${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.body.query as string[];
};

describe("record tags", () => {
  it("are stored as given on create, apart from the project's", async () => {
    const project = await createProject({ name: "Tag Create", tags: ["campus"] });
    const res = await createRecord({
      project_uid: project.uid,
      ...record({ tags: ["gmp-audit", " night "] }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tags: ["gmp-audit", "night"], project_tags: ["campus"] });
    const detail = await getRecord(res.body.uid);
    expect(detail.body).toMatchObject({ tags: ["gmp-audit", "night"], project_tags: ["campus"] });
    expect(detail.body.project.tags).toEqual(["campus"]);
    // Without tags a record has none of its own; the project's are still beside it.
    const bare = await createRecord({ project_uid: project.uid, ...record() });
    expect(bare.body).toMatchObject({ tags: [], project_tags: ["campus"] });
  });

  it("are kept by the first record of POST /project", async () => {
    const project = await createProject({
      name: "Tag First",
      tags: ["hq"],
      record: record({ tags: ["bid-set"] }),
    });
    const detail = await getRecord(project.record_uid!);
    expect(detail.body).toMatchObject({ tags: ["bid-set"], project_tags: ["hq"] });
  });

  it("change with PUT, stay when PUT leaves them out, and clear with []", async () => {
    const project = await createProject({ name: "Tag Edit", tags: ["p"], record: record({ tags: ["a"] }) });
    const uid = project.record_uid!;
    const changed = await putRecord(uid, { tags: ["b", "c", "b"] }, { "If-Match": '"1"' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ tags: ["b", "c"], project_tags: ["p"], version: 2 });
    const other = await putRecord(
      uid,
      { notes: "No tags sent" },
      { "If-Match": changed.headers.get("etag")! },
    );
    expect(other.body).toMatchObject({ tags: ["b", "c"], notes: "No tags sent" });
    const cleared = await putRecord(uid, { tags: [] }, { "If-Match": other.headers.get("etag")! });
    expect(cleared.body.tags).toEqual([]);
    const bad = await putRecord(
      uid,
      { tags: ["x".repeat(51)] },
      { "If-Match": cleared.headers.get("etag")! },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "tags.0": "At most 50 tags of up to 50 characters" });
  });

  it("are left alone when the project is edited; the project's copy follows", async () => {
    const project = await createProject({ name: "Tag Project Edit", tags: ["old"], record: record() });
    const second = await createRecord({ project_uid: project.uid, ...record({ tags: ["mine"] }) });
    const res = await putProject(
      project.uid,
      { tags: ["new", "shared"] },
      { "If-Match": `"${project.version}"` },
    );
    expect(res.status).toBe(200);
    const first = await getRecord(project.record_uid!);
    expect(first.body).toMatchObject({ tags: [], project_tags: ["new", "shared"] });
    const again = await getRecord(second.body.uid);
    expect(again.body).toMatchObject({ tags: ["mine"], project_tags: ["new", "shared"] });
    // An edit of other project fields leaves both alone.
    await putProject(project.uid, { name: "Tag Project Edit 2" }, { "If-Match": res.headers.get("etag")! });
    expect((await getRecord(second.body.uid)).body).toMatchObject({
      project_name: "Tag Project Edit 2",
      tags: ["mine"],
      project_tags: ["new", "shared"],
    });
  });
});

describe("the list's tag filter", () => {
  let own: string;
  let inherited: string;
  let both: string;
  let neither: string;

  beforeAll(async () => {
    const tagged = await createProject({ name: "Filter Tagged", tags: ["zz-project"] });
    const plain = await createProject({ name: "Filter Plain", tags: [] });
    own = (await createRecord({ project_uid: plain.uid, ...record({ tags: ["zz-record"] }) })).body.uid;
    inherited = (await createRecord({ project_uid: tagged.uid, ...record() })).body.uid;
    both = (await createRecord({ project_uid: tagged.uid, ...record({ tags: ["zz-record"] }) })).body.uid;
    neither = (await createRecord({ project_uid: plain.uid, ...record({ tags: ["zz-other"] }) })).body.uid;
    // Another company's record with the same tags must never show.
    const theirs = await createProject(
      { name: "Filter Theirs", tags: ["zz-project"], record: record({ tags: ["zz-record"] }) },
      birch.cookies.editor,
    );
    expect(theirs.record_uid).toBeDefined();
  });

  it("matches a record by its own tag or its project's", async () => {
    expect((await listByTags(["zz-record"])).sort()).toEqual([own, both].sort());
    expect((await listByTags(["zz-project"])).sort()).toEqual([inherited, both].sort());
    expect((await listByTags(["zz-record", "zz-project"])).sort()).toEqual([own, inherited, both].sort());
    expect(await listByTags(["zz-other"])).toEqual([neither]);
    expect(await listByTags(["zz-none"])).toEqual([]);
  });

  it("follows a record's tag edit and a project's tag edit", async () => {
    // The record as created: version 1.
    await putRecord(neither, { tags: ["zz-record"] }, { "If-Match": '"1"' });
    expect(await listByTags(["zz-record"])).toContain(neither);
    const [row] = await db()
      .select({ projectUid: schema.projectRecords.projectUid })
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.uid, inherited));
    const tagged = await getProject(row!.projectUid);
    await putProject(row!.projectUid, { tags: [] }, { "If-Match": tagged.headers.get("etag")! });
    expect(await listByTags(["zz-project"])).toEqual([]);
  });

  it("reads the GIN index on the record's and project's tags", async () => {
    // Enough rows that reading the company's records one by one is not the cheapest plan: 3,000, two tagged.
    const bulk = await companyWithRoles();
    const project = await createProject({ name: "Bulk" }, bulk.cookies.editor);
    await db().execute(sql`
      insert into project_records (company_uid, project_uid, stage, cost_basis_date, project_name, tags)
      select ${bulk.company.uid}::uuid, ${project.uid}::uuid, 'final', date '2020-01-01', 'Bulk',
        case when i <= 2 then array['zz-rare'] else array['common-' || (i % 50)] end
      from generate_series(1, 3000) as i`);
    await db().execute(sql`analyze project_records`);
    const scope = { company: bulk.company } as unknown as Scope;
    const filters = parseRecordFilters(new URLSearchParams("tag=zz-rare"));
    if (!filters.ok) throw new Error("filters");
    const { sql: text, params } = listQueries(scope, filters.filters, null).count.toSQL();
    // EXPLAIN takes no bind parameters on either driver: inline them (a uuid and a tag, no quotes inside).
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1])}'`);
    const plan = JSON.stringify(await db().execute(sql.raw(`explain ${inlined}`)));
    expect(plan, plan).toContain("project_records_all_tags_idx");
    expect(await listByTags(["zz-rare"], bulk.cookies.viewer)).toHaveLength(2);
  });
});

describe("export → import", () => {
  it("keeps record tags and project tags apart", async () => {
    const origin = await companyWithRoles();
    await createProject(
      { name: "Round Trip Tags", tags: ["proj-a", "proj-b"], record: record({ tags: ["rec-1"] }) },
      origin.cookies.editor,
    );
    const req = new NextRequest(new URL("/api/v1/project/export?format=csv", "http://localhost:3000"), {
      headers: { cookie: origin.cookies.viewer },
    });
    const exported = await exportRoute.GET(req, { params: Promise.resolve({}) });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const target = await companyWithRoles();
    const file = csvFile(text);
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      target.cookies.editor,
      file,
    );
    expect(preview.body.errors).toEqual([]);
    const done = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      target.cookies.editor,
      file,
      preview.body.mapping,
    );
    expect(done.status).toBe(201);
    const rows = await db()
      .select({ tags: schema.projectRecords.tags, projectTags: schema.projectRecords.projectTags })
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.companyUid, target.company.uid));
    expect(rows).toEqual([{ tags: ["rec-1"], projectTags: ["proj-a", "proj-b"] }]);
    const [project] = await db()
      .select({ tags: schema.projects.tags })
      .from(schema.projects)
      .where(eq(schema.projects.companyUid, target.company.uid));
    expect(project?.tags).toEqual(["proj-a", "proj-b"]);
    // And the filter finds the imported record by either tag.
    expect(await listByTags(["rec-1"], target.cookies.viewer)).toHaveLength(1);
    expect(await listByTags(["proj-b"], target.cookies.viewer)).toHaveLength(1);
  });
});
