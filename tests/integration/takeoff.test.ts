import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as apply from "@/app/api/v1/estimate/[uid]/takeoff/apply/route";
import * as unlink from "@/app/api/v1/estimate/[uid]/takeoff/link/[lineUid]/route";
import * as links from "@/app/api/v1/estimate/[uid]/takeoff/link/route";
import * as preview from "@/app/api/v1/estimate/[uid]/takeoff/preview/route";
import * as mappingItem from "@/app/api/v1/takeoff-mapping/[uid]/route";
import * as mappings from "@/app/api/v1/takeoff-mapping/route";
import { db, schema } from "@/db";
import { api } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";
import { csvFile } from "./project-import-helpers";
import { uploadTo } from "./takeoff-helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures/takeoff", name));
const file = (name: string) => ({ name, type: "text/csv", data: fixture(name).toString("utf8") });

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
});

async function newEstimate(cookie = acme.cookies.editor) {
  const res = await api.create(cookie, { name: `Takeoff ${Math.random()}` });
  expect(res.status).toBe(201);
  return res.body.uid as string;
}

const previewOf = (
  uid: string,
  f: ReturnType<typeof file>,
  mapping?: unknown,
  cookie = acme.cookies.editor,
) => uploadTo(preview.POST, `/api/v1/estimate/${uid}/takeoff/preview`, cookie, f, { uid }, mapping);
const applyOf = (
  uid: string,
  f: ReturnType<typeof file>,
  mapping: unknown,
  cookie = acme.cookies.editor,
  headers: Record<string, string> = {},
) => uploadTo(apply.POST, `/api/v1/estimate/${uid}/takeoff/apply`, cookie, f, { uid }, mapping, headers);

async function lineRows(uid: string) {
  return db().select().from(schema.estimateLines).where(eq(schema.estimateLines.estimateUid, uid));
}

describe("takeoff preview", () => {
  it("detects each fixture's format and reads every row", async () => {
    const uid = await newEstimate();
    const togal = await previewOf(uid, file("togal-export.csv"));
    expect(togal.status, JSON.stringify(togal.body)).toBe(200);
    expect(togal.body).toMatchObject({ format: "togal", row_count: 600, errors: [] });
    expect(togal.body.summary).toMatchObject({ create: 24, update: 0, unchanged: 0 });
    expect(togal.body.mapping.classifications["03 30 00 Slab on Grade"]).toMatchObject({
      cost_code: "03 30 00",
      unit: "SF",
    });
    const bluebeam = await previewOf(uid, file("bluebeam-markups.csv"));
    expect(bluebeam.body).toMatchObject({ format: "bluebeam", row_count: 450, errors: [] });
    const generic = await previewOf(uid, file("generic-takeoff.csv"));
    expect(generic.body).toMatchObject({ format: "generic", row_count: 300, errors: [] });
    expect(generic.body.columns).toMatchObject({ classification: "Item", quantity: "Qty", unit: "UOM" });
    const xlsx = await previewOf(uid, {
      name: "togal-export.xlsx",
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      data: new Uint8Array(fixture("togal-export.xlsx")) as unknown as string,
    });
    expect(xlsx.body).toMatchObject({ format: "togal", row_count: 400, errors: [] });
  });

  it("names the row and column of each problem; empty and wrong files are refused", async () => {
    const uid = await newEstimate();
    const bad = await previewOf(
      uid,
      csvFile(
        "Classification,Measurement Type,Quantity,Unit,Page\nSlab,Area,ten,SF,A\nCurb,Linear,5,furlongs,A",
        "t.csv",
      ),
    );
    expect(bad.status).toBe(200);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 2, column Quantity: "ten" is not a number',
      'Row 3, column Unit: unknown unit "furlongs" (use SF, SY, LF, EA, CY or CF)',
    ]);
    expect((await previewOf(uid, csvFile("", "t.csv"))).body.message).toBe("The file is empty");
    const headerOnly = await previewOf(uid, csvFile("Classification,Measurement Type,Quantity\n", "t.csv"));
    expect(headerOnly.status).toBe(422);
    const pdf = await previewOf(uid, { name: "plan.pdf", type: "application/pdf", data: "%PDF-1.4" });
    expect(pdf.status).toBe(415);
    const unmapped = await previewOf(uid, csvFile("Foo,Bar\nx,y", "t.csv"));
    expect(unmapped.body.format).toBe("generic");
    expect(unmapped.body.errors[0].message).toMatch(/Map a column to Classification/);
  });

  it("403 for viewers, 404 for another company's estimate, one error envelope", async () => {
    const uid = await newEstimate();
    const viewer = await previewOf(uid, file("generic-takeoff.csv"), undefined, acme.cookies.viewer);
    expect(viewer.status).toBe(403);
    expect(viewer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const foreign = await previewOf(uid, file("generic-takeoff.csv"), undefined, other.cookies.editor);
    expect(foreign.status).toBe(404);
    const applied = await applyOf(uid, file("generic-takeoff.csv"), {}, other.cookies.admin);
    expect(applied.status).toBe(404);
    expect(await lineRows(uid)).toHaveLength(0);
  });
});

describe("takeoff apply", () => {
  it("creates linked lines; the same file again changes nothing; a revised file updates quantities", async () => {
    const uid = await newEstimate();
    const first = await previewOf(uid, file("togal-export.csv"));
    const mapping = first.body.mapping;
    mapping.classifications["09 65 19 LVT Flooring"].unit = "SY";
    mapping.classifications["03 30 00 Slab on Grade"].unit = "CY";
    mapping.classifications["03 30 00 Slab on Grade"].depth_in = 6;
    const applied = await applyOf(uid, file("togal-export.csv"), mapping, acme.cookies.editor, {
      "if-match": `"${first.body.estimate_version}"`,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ created: 24, updated: 0, unchanged: 0 });
    const lines = await lineRows(uid);
    expect(lines).toHaveLength(24);
    const slab = lines.find((l) => l.description === "03 30 00 Slab on Grade")!;
    expect(slab).toMatchObject({ unit: "CY", costCode: "03 30 00" });
    const lvt = lines.find((l) => l.description === "09 65 19 LVT Flooring")!;
    expect(lvt.unit).toBe("SY");
    const linked = await call(links.GET, "GET", `/api/v1/estimate/${uid}/takeoff/link`, {
      cookie: acme.cookies.viewer,
      params: { uid },
    });
    expect(linked.body.links).toHaveLength(24);
    expect(linked.body.links[0]).toMatchObject({ source_file: "togal-export.csv" });
    expect(linked.body.links[0].sheets.length).toBeGreaterThan(0);

    // Same file twice: nothing changes, not even a version.
    const again = await previewOf(uid, file("togal-export.csv"));
    expect(again.body.summary).toMatchObject({ create: 0, update: 0, unchanged: 24, cost_delta_cents: 0 });
    const before = JSON.stringify(await lineRows(uid));
    const twice = await applyOf(uid, file("togal-export.csv"), again.body.mapping);
    expect(twice.body).toMatchObject({ created: 0, updated: 0, unchanged: 24, line_uids: [] });
    expect(JSON.stringify(await lineRows(uid))).toBe(before);

    // A price on the slab, then the revised set: every third classification changed by 10 %.
    await api.patch(acme.cookies.editor, uid, slab.uid, { unit_cost_cents: 15_000 }, slab.version);
    const revised = await previewOf(uid, file("togal-export-revised.csv"));
    expect(revised.body.summary.create).toBe(0);
    expect(revised.body.summary.update).toBeGreaterThan(0);
    const slabDiff = revised.body.diff.find(
      (d: { classification: string }) => d.classification === slab.description,
    );
    expect(slabDiff.action).toBe("update");
    expect(slabDiff.new_quantity).toBeCloseTo(slabDiff.old_quantity * 1.1, 1);
    expect(revised.body.summary.cost_delta_cents).toBe(
      Math.round(slabDiff.new_quantity * 15_000) - Math.round(slabDiff.old_quantity * 15_000),
    );
    const updated = await applyOf(uid, file("togal-export-revised.csv"), revised.body.mapping);
    expect(updated.body.updated).toBe(revised.body.summary.update);
    expect(await lineRows(uid)).toHaveLength(24);
    const slabNow = (await lineRows(uid)).find((l) => l.uid === slab.uid)!;
    expect(Number(slabNow.quantity)).toBeCloseTo(slabDiff.new_quantity, 5);

    // Unlinking keeps the quantity; the next import makes a new line for it.
    const gone = await call(unlink.DELETE, "DELETE", `/api/v1/estimate/${uid}/takeoff/link/${slab.uid}`, {
      cookie: acme.cookies.editor,
      params: { uid, lineUid: slab.uid },
    });
    expect(gone.status).toBe(204);
    expect((await lineRows(uid)).find((l) => l.uid === slab.uid)!.quantity).toBe(slabNow.quantity);
    const afterUnlink = await previewOf(uid, file("togal-export-revised.csv"));
    expect(afterUnlink.body.summary).toMatchObject({ create: 1, update: 0 });
  });

  it("remembers the mapping for the company and proposes it next time", async () => {
    const uid = await newEstimate();
    const first = await previewOf(uid, file("generic-takeoff.csv"));
    first.body.mapping.classifications["09 68 13 Carpet Tile"].cost_code = "09 68 00";
    first.body.mapping.classifications["09 68 13 Carpet Tile"].unit = "SY";
    const sheet = first.body.sheets[0];
    first.body.mapping.sheets[sheet] = "Level 1";
    expect((await applyOf(uid, file("generic-takeoff.csv"), first.body.mapping)).status).toBe(200);
    const next = await previewOf(await newEstimate(), file("generic-takeoff.csv"));
    expect(next.body.mapping.classifications["09 68 13 Carpet Tile"]).toMatchObject({
      cost_code: "09 68 00",
      unit: "SY",
    });
    expect(next.body.mapping.sheets[sheet]).toBe("Level 1");
    const list = await call(mappings.GET, "GET", "/api/v1/takeoff-mapping", {
      cookie: acme.cookies.viewer,
      query: { kind: "sheet" },
    });
    expect(Object.values(list.body.content).map((m) => (m as { name: string }).name)).toContain(sheet);
    const theirs = await call(mappings.GET, "GET", "/api/v1/takeoff-mapping", {
      cookie: other.cookies.admin,
    });
    expect(theirs.body.total).toBe(0);
    // Split by location: the lines on that sheet carry it as their area.
    expect((await lineRows(uid)).some((l) => l.area === "Level 1")).toBe(true);
  });

  it("maps a classification to an existing line and links it", async () => {
    const uid = await newEstimate();
    const made = await api.lines(acme.cookies.editor, uid, {
      create: [
        {
          client_key: "a",
          cost_code: "08 14 16",
          description: "Unit doors",
          quantity: 1,
          unit: "EA",
          unit_cost_cents: 90_000,
        },
      ],
    });
    const line = made.body.created[0];
    const p = await previewOf(uid, file("togal-export.csv"));
    p.body.mapping.classifications["08 14 16 Unit Entry Door"].line_uid = line.uid;
    const p2 = await previewOf(uid, file("togal-export.csv"), p.body.mapping);
    const door = p2.body.diff.find(
      (d: { classification: string }) => d.classification === "08 14 16 Unit Entry Door",
    );
    expect(door).toMatchObject({ action: "update", line_uid: line.uid, old_quantity: 1 });
    expect(p2.body.summary.cost_delta_cents).toBe(Math.round((door.new_quantity - 1) * 90_000));
    const res = await applyOf(uid, file("togal-export.csv"), p.body.mapping);
    expect(res.body).toMatchObject({ created: 23, updated: 1 });
    expect(await lineRows(uid)).toHaveLength(24);
  });

  it("a file with problems writes nothing (422 naming rows); a stale estimate version answers 412", async () => {
    const uid = await newEstimate();
    const bad = csvFile(
      "Classification,Measurement Type,Quantity,Unit,Page\nSlab,Area,100,SF,A\nCurb,Linear,x,LF,A",
      "t.csv",
    );
    const res = await applyOf(uid, bad, { classifications: {}, sheets: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ row_3: 'Row 3, column Quantity: "x" is not a number' });
    expect(await lineRows(uid)).toHaveLength(0);
    const good = csvFile("Classification,Measurement Type,Quantity,Unit,Page\nSlab,Area,100,SF,A", "t.csv");
    const open = await api.open(acme.cookies.editor, uid);
    await api.update(acme.cookies.editor, uid, { name: "Renamed" }, open.body.version);
    const stale = await applyOf(uid, good, { classifications: {}, sheets: {} }, acme.cookies.editor, {
      "if-match": `"${open.body.version}"`,
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toEqual(expect.any(String));
    expect(await lineRows(uid)).toHaveLength(0);
    const noMapping = await uploadTo(
      apply.POST,
      `/api/v1/estimate/${uid}/takeoff/apply`,
      acme.cookies.editor,
      good,
      { uid },
    );
    expect(noMapping.status).toBe(400);
    const badMapping = await applyOf(uid, good, { classifications: { Slab: { unit: "furlong" } } });
    expect(badMapping.status).toBe(400);
    const viewer = await applyOf(uid, good, {}, acme.cookies.viewer);
    expect(viewer.status).toBe(403);
  });
});

describe("/api/v1/takeoff-mapping", () => {
  it("creates, lists, reads, updates under If-Match and deletes", async () => {
    const created = await call(mappings.POST, "POST", "/api/v1/takeoff-mapping", {
      cookie: acme.cookies.editor,
      body: { kind: "classification", name: "Roof Drain", cost_code: "22 14 26", unit: "EA" },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toBe('"1"');
    const uid = created.body.uid;
    const dup = await call(mappings.POST, "POST", "/api/v1/takeoff-mapping", {
      cookie: acme.cookies.editor,
      body: { kind: "classification", name: "Roof Drain" },
    });
    expect(dup.status).toBe(409);
    const got = await call(mappingItem.GET, "GET", `/api/v1/takeoff-mapping/${uid}`, {
      cookie: acme.cookies.viewer,
      params: { uid },
    });
    expect(got.body).toMatchObject({ name: "Roof Drain", cost_code: "22 14 26", unit: "EA", version: 1 });
    const put = (body: unknown, version: number, cookie = acme.cookies.editor) =>
      call(mappingItem.PUT, "PUT", `/api/v1/takeoff-mapping/${uid}`, {
        cookie,
        body,
        headers: { "if-match": `"${version}"` },
        params: { uid },
      });
    expect((await put({ cost_code: "22 14 00" }, 1)).body).toMatchObject({
      cost_code: "22 14 00",
      version: 2,
    });
    expect((await put({ cost_code: "x" }, 1)).status).toBe(412);
    expect((await put({ cost_code: "x" }, 2, acme.cookies.viewer)).status).toBe(403);
    expect((await put({ unit: "parsecs" }, 2)).status).toBe(400);
    const foreign = await call(mappingItem.GET, "GET", `/api/v1/takeoff-mapping/${uid}`, {
      cookie: other.cookies.admin,
      params: { uid },
    });
    expect(foreign.status).toBe(404);
    const removed = await call(mappingItem.DELETE, "DELETE", `/api/v1/takeoff-mapping/${uid}`, {
      cookie: acme.cookies.editor,
      headers: { "if-match": '"2"' },
      params: { uid },
    });
    expect(removed.status).toBe(204);
    const left = await db()
      .select()
      .from(schema.takeoffMappings)
      .where(and(eq(schema.takeoffMappings.uid, uid)));
    expect(left).toHaveLength(0);
  });
});
