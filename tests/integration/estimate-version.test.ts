import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./estimate-helpers";
import { estimateWith, versionApi } from "./estimate-version-helpers";
import { companyWithRoles } from "./helpers";

// Versions (by hand and on a status or design stage change), restore as a new estimate, and the compare of
// estimates and versions to the cent, with its CSV.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

describe("estimate versions", () => {
  it("takes a named version, lists it with who/when/total and reads it", async () => {
    const { uid } = await estimateWith(acme.cookies.editor, "Clinic", [
      { cost_code: "03 30 00", description: "Slab", quantity: 10, unit_cost_cents: 12_345 },
    ]);
    const made = await versionApi.create(acme.cookies.editor, uid, { name: "  SD issue  " });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      name: "SD issue",
      trigger: "manual",
      grand_total_cents: 123_450,
      line_count: 1,
    });
    expect(made.body.created_by_name).toBeTruthy();
    const list = await versionApi.list(acme.cookies.viewer, uid);
    expect(list.status).toBe(200);
    expect(list.body.query).toEqual([made.body.uid]);
    const one = await versionApi.get(acme.cookies.viewer, uid, made.body.uid);
    expect(one.status).toBe(200);
    expect(one.body.header).toMatchObject({ name: "Clinic", status: "draft" });
    expect(one.body.totals).toMatchObject({ direct_cents: 123_450 });
  });

  it("answers 400 with the exact message, 403 to a viewer, 404 to another company, 412 when stale", async () => {
    const { uid, version } = await estimateWith(acme.cookies.editor, "Checks", []);
    const bad = await versionApi.create(acme.cookies.editor, uid, { name: " " });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Required" });
    expect((await versionApi.create(acme.cookies.viewer, uid, { name: "V" })).status).toBe(403);
    expect((await versionApi.create(birch.cookies.editor, uid, { name: "V" })).status).toBe(404);
    expect((await versionApi.list(birch.cookies.viewer, uid)).status).toBe(404);
    expect((await versionApi.create(acme.cookies.editor, uid, { name: "V" }, version + 5)).status).toBe(412);
    const ok = await versionApi.create(acme.cookies.editor, uid, { name: "V" }, version);
    expect(ok.status).toBe(201);
    expect((await versionApi.get(birch.cookies.viewer, uid, ok.body.uid)).status).toBe(404);
    expect((await versionApi.restore(birch.cookies.editor, uid, ok.body.uid)).status).toBe(404);
    expect((await versionApi.restore(acme.cookies.viewer, uid, ok.body.uid)).status).toBe(403);
    const badRestore = await versionApi.restore(acme.cookies.editor, uid, ok.body.uid, { name: "" });
    expect(badRestore.status).toBe(400);
    expect(badRestore.body.errors).toEqual({ name: "Required" });
  });

  it("takes a version automatically when the status or the design stage changes", async () => {
    const { uid, version } = await estimateWith(acme.cookies.editor, "Auto", [
      { cost_code: "01", lump_sum_cents: 500 },
    ]);
    const staged = await api.update(acme.cookies.editor, uid, { design_stage: "dd" }, version);
    expect(staged.status).toBe(200);
    await api.update(acme.cookies.editor, uid, { status: "in_review" }, staged.body.version);
    const list = await versionApi.list(acme.cookies.viewer, uid);
    const names = list.body.query.map((u: string) => list.body.content[u].name);
    expect(names).toEqual(["Status: in review", "Design stage: DD"]);
    expect(list.body.content[list.body.query[0]]).toMatchObject({ trigger: "status", status: "in_review" });
  });

  it("restores a version as a new draft estimate, the source untouched", async () => {
    const { uid } = await estimateWith(acme.cookies.editor, "Source", [
      { cost_code: "03 30 00", description: "Slab", quantity: 2.5, unit_cost_cents: 10_001 },
      { cost_code: "09 00 00", description: "Paint", lump_sum_cents: 77_777 },
    ]);
    const v = await versionApi.create(acme.cookies.editor, uid, { name: "Baseline" });
    await api.lines(acme.cookies.editor, uid, {
      create: [{ client_key: "x", cost_code: "26", lump_sum_cents: 1 }],
    });
    const restored = await versionApi.restore(acme.cookies.editor, uid, v.body.uid);
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.body.uid).not.toBe(uid);
    expect(restored.body).toMatchObject({ name: "Source — Baseline", status: "draft", line_count: 2 });
    expect(restored.body.direct_cents).toBe(v.body.direct_cents);
    const source = await api.open(acme.cookies.viewer, uid);
    expect(source.body.estimate.line_count).toBe(3);
    // The restored estimate compares unchanged with the version (lines matched by code and description).
    const cmp = await versionApi.compare(acme.cookies.viewer, {
      left: `version:${v.body.uid}`,
      right: `estimate:${restored.body.uid}`,
    });
    expect(cmp.body.summary).toMatchObject({
      added: 0,
      removed: 0,
      changed: 0,
      unchanged: 2,
      grand_total_delta_cents: 0,
    });
  });
});

describe("GET /api/v1/estimate/compare", () => {
  it("compares per line and division to the cent, with the markups' change and a changes-only filter", async () => {
    const { uid } = await estimateWith(acme.cookies.editor, "Tower", [
      { cost_code: "03 30 00", description: "Slab", quantity: 100, unit_cost_cents: 15_000 },
      { cost_code: "03 40 00", description: "Precast", lump_sum_cents: 50_000_00 },
      { cost_code: "05 12 00", description: "Steel", quantity: 10, unit_cost_cents: 333 },
    ]);
    const v = await versionApi.create(acme.cookies.editor, uid, { name: "Before" });
    const open = await api.open(acme.cookies.editor, uid);
    const fields: string[] = open.body.lines.fields;
    const rows: unknown[][] = open.body.lines.rows;
    const byCode = (code: string) => rows.find((r) => r[fields.indexOf("cost_code")] === code)!;
    const slab = byCode("03 30 00")[fields.indexOf("uid")] as string;
    const steel = byCode("05 12 00")[fields.indexOf("uid")] as string;
    const version = (r: unknown[]) => r[fields.indexOf("version")] as number;
    const written = await api.lines(acme.cookies.editor, uid, {
      update: [{ uid: slab, version: version(byCode("03 30 00")), quantity: 101.5, unit_cost_cents: 15_001 }],
      delete: [{ uid: steel, version: version(byCode("05 12 00")) }],
      create: [{ client_key: "n", cost_code: "26 00 00", description: "Power", lump_sum_cents: 1_234_56 }],
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const markups = [
      {
        uid: "11111111-1111-4111-8111-111111111111",
        name: "Fee",
        kind: "percent",
        percent: 3,
        base: { direct: true, markups: [], running_total: false },
      },
    ];
    const m = await api.markups(acme.cookies.editor, uid, { markups }, open.body.estimate.version);
    expect(m.status, JSON.stringify(m.body)).toBe(200);

    const res = await versionApi.compare(acme.cookies.viewer, {
      left: `version:${v.body.uid}`,
      right: `estimate:${uid}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const c = res.body;
    expect(c.summary).toMatchObject({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    const slabDiff = c.lines.find((l: { cost_code: string }) => l.cost_code === "03 30 00");
    expect(slabDiff).toMatchObject({
      status: "changed",
      changed: ["quantity", "unit_cost", "total"],
      quantity_delta: 1.5,
      unit_cost_delta_cents: 1,
      left: { quantity: 100, unit_cost_cents: 15_000, total_cents: 1_500_000 },
      right: { quantity: 101.5, unit_cost_cents: 15_001, total_cents: 1_522_602 },
      total_delta_cents: 22_602,
    });
    expect(c.divisions).toEqual([
      expect.objectContaining({
        division: "03",
        left_cents: 6_500_000,
        right_cents: 6_522_602,
        delta_cents: 22_602,
        status: "changed",
      }),
      expect.objectContaining({
        division: "05",
        left_cents: 3_330,
        right_cents: 0,
        delta_cents: -3_330,
        status: "removed",
      }),
      expect.objectContaining({
        division: "26",
        left_cents: 0,
        right_cents: 123_456,
        delta_cents: 123_456,
        status: "added",
      }),
    ]);
    const direct = 6_522_602 + 123_456;
    expect(c.summary.direct_delta_cents).toBe(direct - (6_500_000 + 3_330));
    expect(c.markups).toEqual([
      expect.objectContaining({
        name: "Fee",
        status: "added",
        left_cents: 0,
        right_cents: Math.round(direct * 0.03),
      }),
    ]);
    expect(c.summary.grand_total_delta_cents).toBe(direct + Math.round(direct * 0.03) - 6_503_330);

    const only = await versionApi.compare(acme.cookies.viewer, {
      left: `version:${v.body.uid}`,
      right: `estimate:${uid}`,
      changes_only: "1",
    });
    expect(only.body.lines.map((l: { status: string }) => l.status).sort()).toEqual([
      "added",
      "changed",
      "removed",
    ]);

    const csv = await versionApi.compareCsv(acme.cookies.viewer, {
      left: `version:${v.body.uid}`,
      right: `estimate:${uid}`,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain(
      "Line,changed,03 30 00,Slab,,100,101.5,1.5,150.00,150.01,0.01,15000.00,15226.02,226.02",
    );
    expect(text).toContain("Markup,added,,Fee");
    // Division, markup and total rows carry their three amounts in the last three of the 14 columns.
    expect(text).toMatch(/\r\nDivision,changed,03,,{8}\d/);
    expect(text).toMatch(/\r\nTotal,,,Grand total,{8}\d/);
  });

  it("answers 400 for a malformed side and 404 for another company's estimate or version", async () => {
    const { uid } = await estimateWith(acme.cookies.editor, "Mine", []);
    const bad = await versionApi.compare(acme.cookies.viewer, { left: "nope", right: `estimate:${uid}` });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ left: "Must be estimate:{uid} or version:{uid}" });
    const missing = await versionApi.compare(acme.cookies.viewer, { right: `estimate:${uid}` });
    expect(missing.status).toBe(400);
    const v = await versionApi.create(acme.cookies.editor, uid, { name: "V" });
    const foreign = await versionApi.compare(birch.cookies.viewer, {
      left: `version:${v.body.uid}`,
      right: `estimate:${uid}`,
    });
    expect(foreign.status).toBe(404);
    const foreignEstimate = await versionApi.compare(birch.cookies.viewer, {
      left: `estimate:${uid}`,
      right: `estimate:${uid}`,
    });
    expect(foreignEstimate.status).toBe(404);
  });
});
