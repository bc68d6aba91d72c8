import { beforeAll, describe, expect, it } from "vitest";
import * as unitMix from "@/app/api/v1/estimate/[uid]/unit-mix/route";
import { db, schema } from "@/db";
import { api } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

const path = (uid: string) => `/api/v1/estimate/${uid}/unit-mix`;
const getMix = (cookie: string, uid: string) =>
  call(unitMix.GET, "GET", path(uid), { cookie, params: { uid } });
const putMix = (cookie: string, uid: string, body: unknown, version?: number) =>
  call(unitMix.PUT, "PUT", path(uid), {
    cookie,
    body,
    params: { uid },
    headers: version === undefined ? {} : { "if-match": `"${version}"` },
  });

const mix = {
  enabled: true,
  rows: [
    { type: "studio", count: 20, avg_nrsf: 520, beds: 1, baths: 1 },
    { type: "1br", count: 60, avg_nrsf: 710, beds: 1, baths: 1, market_rent_cents: 185_000 },
    { type: "2br", count: 40, avg_nrsf: 1040, beds: 2, baths: 2 },
    { type: "custom", name: "PENTHOUSE", count: 2, avg_nrsf: 1800, beds: 3, baths: 3.5 },
  ],
};

/** An estimate with GSF 100,000 and two lines reading the mix: kitchens per unit, appliances per penthouse. */
async function sample(inputs: { name: string; value: number }[] = [{ name: "GSF", value: 100_000 }]) {
  const created = await api.create(acme.cookies.editor, { name: "Unit mix" });
  const withInputs = await api.inputs(
    acme.cookies.editor,
    created.body.uid,
    { inputs },
    created.body.version,
  );
  expect(withInputs.status).toBe(200);
  return { uid: created.body.uid as string, version: withInputs.body.version as number };
}

async function addLines(uid: string) {
  const res = await api.lines(acme.cookies.editor, uid, {
    create: [
      {
        client_key: "k",
        cost_code: "11 31 00",
        description: "Kitchens",
        quantity: "UNITS * 1",
        unit_cost_cents: 1_234_567,
      },
      {
        client_key: "p",
        cost_code: "11 31 00",
        description: "Appliances",
        quantity: "UNITS_PENTHOUSE * 2",
        unit_cost_cents: 99_999,
      },
    ],
  });
  expect(res.status).toBe(200);
}

describe("GET/PUT /api/v1/estimate/{uid}/unit-mix", () => {
  it("starts off and empty, with the estimate's version as ETag", async () => {
    const { uid, version } = await sample();
    const res = await getMix(acme.cookies.viewer, uid);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${version}"`);
    expect(res.body).toMatchObject({
      enabled: false,
      rows: [],
      version,
      residential: false,
      comparison: null,
    });
    expect(res.body.derived_inputs.every((d: { active: boolean }) => !d.active)).toBe(true);
  });

  it("derives the inputs, recomputes the lines reading them to the cent and bumps the version", async () => {
    const { uid, version } = await sample();
    const saved = await putMix(acme.cookies.editor, uid, mix, version);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    expect(saved.body.totals).toEqual({
      units: 122,
      nrsf: 20 * 520 + 60 * 710 + 40 * 1040 + 2 * 1800,
      beds: 20 + 60 + 80 + 6,
      baths: 20 + 60 + 80 + 7,
      avg_unit_sf: 804.91803,
      market_rent_cents: 60 * 185_000,
    });
    const derived = Object.fromEntries(
      saved.body.derived_inputs.map((d: { name: string; value: number }) => [d.name, d.value]),
    );
    expect(derived).toMatchObject({
      UNITS: 122,
      EFFICIENCY: 0.982,
      UNITS_2BR: 40,
      UNITS_PENTHOUSE: 2,
      UNITS_3BR: 0,
    });

    await addLines(uid);
    let open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.direct_cents).toBe(122 * 1_234_567 + 4 * 99_999);
    expect(open.body.estimate.unit_mix.rows).toHaveLength(4);

    // Changing the mix recomputes every dependent line and the totals.
    const more = { ...mix, rows: mix.rows.map((r) => (r.type === "studio" ? { ...r, count: 35 } : r)) };
    const changed = await putMix(acme.cookies.editor, uid, more, saved.body.version);
    expect(changed.status).toBe(200);
    open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.direct_cents).toBe(137 * 1_234_567 + 4 * 99_999);
    expect(open.body.estimate.grand_total_cents).toBe(137 * 1_234_567 + 4 * 99_999);
    expect(changed.body.comparison).toBeNull();
  });

  it("answers 412 on a stale version, 428 without If-Match, 403 to viewers and 404 to another company", async () => {
    const { uid, version } = await sample();
    expect((await putMix(acme.cookies.editor, uid, mix, version)).status).toBe(200);
    const stale = await putMix(acme.cookies.editor, uid, mix, version);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("precondition_failed");
    expect((await putMix(acme.cookies.editor, uid, mix)).status).toBe(428);
    expect((await putMix(acme.cookies.viewer, uid, mix, version + 1)).status).toBe(403);
    expect((await getMix(birch.cookies.admin, uid)).status).toBe(404);
    expect((await putMix(birch.cookies.admin, uid, mix, version + 1)).status).toBe(404);
  });

  it("refuses bad rows with the one error envelope, naming each field", async () => {
    const { uid, version } = await sample();
    const bad = await putMix(
      acme.cookies.editor,
      uid,
      {
        enabled: true,
        rows: [
          { type: "studio", count: 1.5, avg_nrsf: 500 },
          { type: "custom", name: "loft", count: 1, avg_nrsf: 500 },
        ],
      },
      version,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      "rows.0.count": "Count must be a whole number from 0 to 100,000",
      "rows.1.name":
        "Custom type name 'loft' must be upper case, start with a letter and use only A–Z, 0–9 and _ (at most 30)",
    });
    expect(bad.body.message).toBe("Count must be a whole number from 0 to 100,000");
    const shape = await putMix(acme.cookies.editor, uid, { enabled: true, rows: [{ type: "4br" }] }, version);
    expect(shape.status).toBe(400);
    expect(shape.body.errors["rows.0.type"]).toBe(
      "Must be one of studio, 1br, 1br_den, 2br, 3br, townhome, custom",
    );
  });

  it("asks which to keep when a hand-entered input has a derived name; either choice holds", async () => {
    const hand = [
      { name: "GSF", value: 100_000 },
      { name: "units", value: 5 },
    ];
    const { uid, version } = await sample(hand);
    await api.lines(acme.cookies.editor, uid, {
      create: [{ client_key: "k", cost_code: "11 31 00", quantity: "UNITS", unit_cost_cents: 100_00 }],
    });
    const asked = await putMix(acme.cookies.editor, uid, mix, version);
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual({
      keep: "The estimate already has an input named UNITS; choose whether to keep the unit mix's values or the entered ones",
    });

    const keepInputs = await putMix(acme.cookies.editor, uid, { ...mix, keep: "inputs" }, version);
    expect(keepInputs.status).toBe(200);
    const units = keepInputs.body.derived_inputs.find((d: { name: string }) => d.name === "UNITS");
    expect(units).toMatchObject({ value: 122, active: false });
    let open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.direct_cents).toBe(5 * 100_00);
    // Settled: a later change does not ask again.
    const again = await putMix(acme.cookies.editor, uid, mix, keepInputs.body.version);
    expect(again.status).toBe(200);

    const keepMix = await putMix(acme.cookies.editor, uid, { ...mix, keep: "mix" }, again.body.version);
    expect(keepMix.status).toBe(200);
    open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.inputs.map((i: { name: string }) => i.name)).toEqual(["GSF"]);
    expect(open.body.estimate.direct_cents).toBe(122 * 100_00);

    // A new hand-entered input may not take a derived name.
    const clash = await api.inputs(
      acme.cookies.editor,
      uid,
      { inputs: [...open.body.estimate.inputs, { name: "Beds", value: 1 }] },
      keepMix.body.version,
    );
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({
      "inputs.1.name": "BEDS comes from the unit mix; choose another name or turn the mix off",
    });

    // Turning the mix off while a line reads UNITS is refused like removing the input.
    const off = await putMix(acme.cookies.editor, uid, { ...mix, enabled: false }, keepMix.body.version);
    expect(off.status).toBe(400);
    expect(off.body.message).toMatch(/^UNITS is used by 1 line \(11 31 00\); change their formulas first$/);
  });

  it("counts the derived inputs toward the limit of 200", async () => {
    const many = Array.from({ length: 190 }, (_, i) => ({ name: `X${i}`, value: i }));
    const { uid, version } = await sample(many);
    const res = await putMix(acme.cookies.editor, uid, mix, version);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      rows: "The estimate would have 202 inputs (190 entered + 12 from the unit mix); the limit is 200",
    });
  });

  it("compares $/unit with the company's projects of the same building type (median, P25–P75, n)", async () => {
    const [parent] = await db()
      .insert(schema.buildingTypes)
      .values({ companyUid: acme.company.uid, name: "Multifamily (comparison)" })
      .returning();
    const [garden, office] = await db()
      .insert(schema.buildingTypes)
      .values([
        { companyUid: acme.company.uid, name: "Garden (comparison)", parentUid: parent!.uid },
        { companyUid: acme.company.uid, name: "Office (comparison)" },
      ])
      .returning();
    const [project] = await db()
      .insert(schema.projects)
      .values({ companyUid: acme.company.uid, name: "Comparables" })
      .returning();
    const record = (buildingTypeUid: string, totalCents: number, metrics: Record<string, number>) => ({
      companyUid: acme.company.uid,
      projectUid: project!.uid,
      stage: "final",
      costBasisDate: "2025-01-01",
      projectName: "Comparables",
      buildingTypeUid,
      totalCents,
      metrics,
    });
    await db()
      .insert(schema.projectRecords)
      .values([
        record(garden!.uid, 10_000_000_00, { units: 100 }),
        record(garden!.uid, 20_000_000_00, { units: 100 }),
        record(garden!.uid, 30_000_000_00, { units: 100 }),
        record(garden!.uid, 30_000_000_00, { gsf: 100 }),
        record(office!.uid, 90_000_000_00, { units: 100 }),
      ]);
    const created = await api.create(acme.cookies.editor, { name: "Garden", building_type_uid: garden!.uid });
    const res = await getMix(acme.cookies.viewer, created.body.uid);
    expect(res.status).toBe(200);
    expect(res.body.residential).toBe(true);
    // The estimate names its type as projects do, so the editor sees the category ("Multifamily › High-rise").
    expect(created.body.building_type_name).toBe("Multifamily (comparison) › Garden (comparison)");
    expect(res.body.comparison).toMatchObject({
      building_type_name: "Multifamily (comparison) › Garden (comparison)",
      count: 3,
      median_cents: 200_000_00,
      p25_cents: 150_000_00,
      p75_cents: 250_000_00,
      estimate_cents: null,
      target_location: "National average",
    });
  });
});
