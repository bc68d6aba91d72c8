import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { drywall, library, referenceData } from "./cost-library-helpers";
import { api, rows } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  await referenceData(acme.company.uid);
});

describe("cost library items", () => {
  it("adds, reads, searches and lists items; viewers read, editors write", async () => {
    const res = await library.create(acme.cookies.editor, drywall);
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({ ...drywall, normalised: null, version: 1 });
    await library.create(acme.cookies.editor, {
      ...drywall,
      cost_code: "09 91 23",
      description: "Interior paint",
    });
    expect((await library.create(acme.cookies.viewer, drywall)).status).toBe(403);

    const found = await library.list(acme.cookies.viewer, { q: "gypsum 5/8" });
    expect(found.status).toBe(200);
    expect(found.body.query).toEqual([res.body.uid]);
    expect((await library.list(acme.cookies.viewer, { q: "09 91" })).body.total).toBe(1);
    expect((await library.list(acme.cookies.viewer, { cost_code: "09" })).body.total).toBe(2);
    expect((await library.list(acme.cookies.viewer, { q: "100%" })).body.total).toBe(0);
    const page = await library.list(acme.cookies.viewer, { limit: "1" });
    expect(page.body.next_cursor).toBe("1");
    expect((await library.list(acme.cookies.viewer, { cursor: "x" })).status).toBe(400);
    // The grid's search asks for no total; `uids` lists the items an estimate took prices from.
    expect((await library.list(acme.cookies.viewer, { q: "gypsum", count: "0" })).body.total).toBeNull();
    const taken = await library.list(acme.cookies.viewer, { uids: `${res.body.uid},${res.body.uid}` });
    expect(taken.body.query).toEqual([res.body.uid]);
    expect((await library.list(acme.cookies.viewer, { uids: "nope" })).status).toBe(400);
  });

  it("refuses bad input naming the field", async () => {
    const res = await library.create(acme.cookies.editor, {
      ...drywall,
      unit_cost_cents: -1,
      price_date: "soon",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(["unit_cost_cents", "price_date"]));
  });

  it("changes under If-Match (412 when stale) and deletes", async () => {
    const { body: made } = await library.create(acme.cookies.editor, drywall);
    expect((await library.update(acme.cookies.editor, made.uid, { unit_cost_cents: 1100 })).status).toBe(428);
    expect((await library.update(acme.cookies.editor, made.uid, { unit_cost_cents: 1100 }, 9)).status).toBe(
      412,
    );
    const changed = await library.update(acme.cookies.editor, made.uid, { unit_cost_cents: 1100 }, 1);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ unit_cost_cents: 1100, version: 2 });
    expect((await library.update(acme.cookies.viewer, made.uid, { unit: "LF" }, 2)).status).toBe(403);
    expect((await library.remove(acme.cookies.editor, made.uid, 1)).status).toBe(412);
    expect((await library.remove(acme.cookies.editor, made.uid, 2)).status).toBe(204);
    expect((await library.get(acme.cookies.viewer, made.uid)).status).toBe(404);
  });

  it("keeps companies apart: another company's item and estimate are 404", async () => {
    const { body: made } = await library.create(acme.cookies.editor, drywall);
    expect((await library.get(birch.cookies.admin, made.uid)).status).toBe(404);
    expect((await library.update(birch.cookies.admin, made.uid, { unit: "LF" }, 1)).status).toBe(404);
    expect((await library.remove(birch.cookies.admin, made.uid, 1)).status).toBe(404);
    expect((await library.list(birch.cookies.admin, { q: "gypsum" })).body.total).toBe(0);
    const est = await api.create(acme.cookies.editor, { name: "Acme job" });
    expect((await library.list(birch.cookies.admin, { estimate_uid: est.body.uid })).status).toBe(404);
  });

  it("shows the price normalised to an estimate's date and place", async () => {
    const { body: made } = await library.create(acme.cookies.editor, drywall);
    const est = await api.create(acme.cookies.editor, {
      name: "NY tower",
      pricing_date: "2026-01-10",
      state: "NY",
    });
    const res = await library.get(acme.cookies.viewer, made.uid, { estimate_uid: est.body.uid });
    expect(res.status).toBe(200);
    // 1000 × time × 125/85, rounded once to 5 decimals (the company's own index series gives the time ratio).
    const n = res.body.normalised;
    expect(n.label).toMatch(/^× [\d.]+ time · × 1\.471 location$/);
    expect(n.detail).toContain("New York 125 / Texas 85");
    expect(n.unit_cost_cents).toBe(Math.round(1000 * n.factor * 100_000) / 100_000);
    expect(n.factor / (125 / 85)).toBeGreaterThan(1);
    expect(n.warning).toBeNull();
  });

  it("imports a CSV: preview, refusal naming the row, apply (re-pricing what it has)", async () => {
    const csv =
      "Cost Code,Description,Unit,Unit Cost,Labor,Material,Cost Type,Price Date,Location\r\n" +
      "03 30 00,Cast-in-place concrete,CY,$185.50,60,125.50,m,2025-03-01,TX\r\n" +
      "09 21 16,Gypsum board 5/8 in, one side,SF,12.00,,,s,2025-03-01,TX\r\n";
    const preview = await library.import(acme.cookies.editor, csv.replace("one side", "one side"), "preview");
    expect(preview.status).toBe(200);
    const quoted = csv.replace("Gypsum board 5/8 in, one side", '"Gypsum board 5/8 in, one side"');
    const plan = await library.import(acme.cookies.editor, quoted, "preview");
    expect(plan.body).toMatchObject({ added: 1, error_count: 0 });
    expect(plan.body.updated).toBeGreaterThan(0);
    const bad = await library.import(
      acme.cookies.editor,
      `${quoted}09 99 00,Bad,SF,abc,,,,2025-03-01,\r\n`,
      "apply",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Row 4, column Unit Cost/);
    expect((await library.import(acme.cookies.viewer, quoted, "apply")).status).toBe(403);
    const applied = await library.import(acme.cookies.editor, quoted, "apply");
    expect(applied.status).toBe(200);
    const concrete = await library.list(acme.cookies.viewer, { q: "cast-in-place" });
    expect(Object.values(concrete.body.content)[0]).toMatchObject({
      unit_cost_cents: 18550,
      split: { labor_cents: 6000, material_cents: 12550 },
      cost_type: "material",
    });
    const board = await library.list(acme.cookies.viewer, { q: "gypsum" });
    expect(
      Object.values(board.body.content).some(
        (i) => (i as { unit_cost_cents: number }).unit_cost_cents === 1200,
      ),
    ).toBe(true);
  });
});

describe("assemblies", () => {
  it("checks formulas on the driver, inserts grouped lines on a driver input, and re-drives them", async () => {
    const { body: board } = await library.create(acme.cookies.editor, {
      ...drywall,
      location: null,
      price_date: "2026-01-01",
    });
    const { body: paint } = await library.create(acme.cookies.editor, {
      ...drywall,
      cost_code: "09 91 23",
      description: "Paint",
      unit_cost_cents: 150,
      split: null,
      location: null,
      price_date: "2026-01-01",
    });
    const bad = await library.createAssembly(acme.cookies.editor, {
      name: "Partition",
      driver: "LF",
      items: [{ cost_item_uid: board.uid, formula: "LF * GSF" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors["items.0.formula"]).toMatch(/only the driver LF/);
    const made = await library.createAssembly(acme.cookies.editor, {
      name: "Interior partition, per LF",
      driver: "LF",
      driver_unit: "LF",
      items: [
        { cost_item_uid: board.uid, formula: "LF * 9 * 2" },
        { cost_item_uid: paint.uid, formula: "LF * 18" },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body.items[0]).toMatchObject({ cost_code: "09 21 16", formula: "LF * 9 * 2" });
    expect((await library.createAssembly(acme.cookies.viewer, { name: "X", driver: "LF" })).status).toBe(403);
    expect((await library.getAssembly(birch.cookies.admin, made.body.uid)).status).toBe(404);
    expect((await library.updateAssembly(acme.cookies.editor, made.body.uid, { name: "P" }, 5)).status).toBe(
      412,
    );
    const renamed = await library.updateAssembly(
      acme.cookies.editor,
      made.body.uid,
      { name: "Partition" },
      1,
    );
    expect(renamed.body).toMatchObject({ name: "Partition", version: 2 });
    expect((await library.assemblies(acme.cookies.viewer, { q: "partition" })).body.total).toBeGreaterThan(0);

    const est = await api.create(acme.cookies.editor, { name: "Fit-out" });
    await api.inputs(
      acme.cookies.editor,
      est.body.uid,
      { inputs: [{ name: "LF", value: 1 }] },
      est.body.version,
    );
    const other = await api.create(birch.cookies.editor, { name: "Birch job" });
    const body = { estimate_uid: est.body.uid, driver_quantity: 100 };
    expect((await library.insert(acme.cookies.viewer, made.body.uid, body)).status).toBe(403);
    expect(
      (await library.insert(birch.cookies.editor, made.body.uid, { ...body, estimate_uid: other.body.uid }))
        .status,
    ).toBe(404);
    expect(
      (await library.insert(acme.cookies.editor, made.body.uid, { ...body, estimate_uid: other.body.uid }))
        .status,
    ).toBe(404);
    const inserted = await library.insert(acme.cookies.editor, made.body.uid, body);
    expect(inserted.status).toBe(200);
    expect(inserted.body.input_name).toBe("LF_2");
    const open = await api.open(acme.cookies.viewer, est.body.uid);
    const lines = rows(open.body);
    expect(lines.map((l) => [l.quantity, l.unit_cost_cents, l.group_uid, l.cost_item_uid])).toEqual([
      ["LF_2 * 9 * 2", 1000, inserted.body.group_uid, board.uid],
      ["LF_2 * 18", 150, inserted.body.group_uid, paint.uid],
    ]);
    expect(lines[0].source).toBe("Assembly: Partition");
    expect(open.body.estimate.direct_cents).toBe(100 * 18 * 1000 + 100 * 18 * 150);
    // Re-drive: the driver input changes, the group follows.
    const inputs = open.body.estimate.inputs.map((i: { name: string; value: number }) =>
      i.name === "LF_2" ? { ...i, value: 50 } : i,
    );
    const redriven = await api.inputs(
      acme.cookies.editor,
      est.body.uid,
      { inputs },
      open.body.estimate.version,
    );
    expect(redriven.status).toBe(200);
    expect(redriven.body.direct_cents).toBe(50 * 18 * 1000 + 50 * 18 * 150);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUid, made.body.uid));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["assembly.created", "assembly.updated"]),
    );
  });
});
