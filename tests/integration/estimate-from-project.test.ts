// A new estimate linked to a project takes its place, type and latest record's metrics (as inputs); a
// duplicated or copied estimate takes the next number of its series.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import { db, schema } from "@/db";
import { api } from "./estimate-helpers";
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
  typeUid = type!.uid;
});

const record = (cost_basis_date: string, metrics: Record<string, number>) => ({
  stage: "final",
  cost_basis_date,
  metrics,
  costs: [{ cost_code: "03 30 00", description: "Concrete", amount_cents: 100_000_00 }],
});

async function project(cookie = acme.cookies.editor) {
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie,
    body: {
      name: `Harbor Point ${Math.random()}`,
      client: "Harbor Holdings",
      city: "Houston",
      state: "TX",
      metro: "houston-tx",
      building_type_uid: typeUid,
      record: record("2021-06-15", { gsf: 10_000 }),
    },
  });
  expect(res.status).toBe(201);
  // A later record: its metrics are the project's latest.
  await db()
    .insert(schema.projectRecords)
    .values({
      companyUid: acme.company.uid,
      projectUid: res.body.uid,
      stage: "gmp",
      costBasisDate: "2023-03-01",
      metrics: { gsf: 392_000.5, units: 310, stalls: 420 },
      projectName: res.body.name,
    });
  return res.body.uid as string;
}

const inputsOf = async (uid: string) =>
  (await api.open(acme.cookies.viewer, uid)).body.estimate.inputs.map(
    (i: { name: string; label: string; unit: string; value: number }) => [i.name, i.label, i.unit, i.value],
  );

describe("a new estimate linked to a project", () => {
  it("takes the client, location, state, metro, building type and latest metrics as inputs", async () => {
    const projectUid = await project();
    const res = await api.create(acme.cookies.editor, { name: "From project", project_uid: projectUid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      project_uid: projectUid,
      client: "Harbor Holdings",
      location: "Houston, TX",
      state: "TX",
      metro: "houston-tx",
      building_type_uid: typeUid,
    });
    expect(await inputsOf(res.body.uid)).toEqual([
      ["GSF", "Gross square feet", "SF", 392_000.5],
      ["UNITS", "Units", "EA", 310],
      ["STALLS", "Parking stalls", "EA", 420],
    ]);
  });

  it("keeps what the request sets, and leaves a unit mix's inputs to the mix", async () => {
    const projectUid = await project();
    const source = await api.create(acme.cookies.editor, { name: "Mix source" });
    const mixed = await db()
      .update(schema.estimates)
      .set({
        unitMix: {
          enabled: true,
          rows: [
            { type: "1br", name: null, count: 12, avg_nrsf: 700, beds: 1, baths: 1, market_rent_cents: null },
          ],
        },
      })
      .where(eq(schema.estimates.uid, source.body.uid))
      .returning();
    expect(mixed).toHaveLength(1);
    const res = await api.create(acme.cookies.editor, {
      name: "Mine",
      client: "Someone else",
      project_uid: projectUid,
      from_estimate_uid: source.body.uid,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ client: "Someone else", location: "Houston, TX" });
    const inputs = await inputsOf(res.body.uid);
    expect(inputs).toContainEqual(["GSF", "Gross square feet", "SF", 392_000.5]);
    expect(inputs).toContainEqual(["STALLS", "Parking stalls", "EA", 420]);
    expect(inputs.some((i: unknown[]) => i[0] === "UNITS")).toBe(false);
  });

  it("refuses another company's project (400) and viewers (403)", async () => {
    const projectUid = await project();
    const foreign = await api.create(birch.cookies.editor, { name: "X", project_uid: projectUid });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ project_uid: "No such project" });
    const viewer = await api.create(acme.cookies.viewer, { name: "X", project_uid: projectUid });
    expect(viewer.status).toBe(403);
  });
});

describe("a copied estimate's number", () => {
  it("duplicating takes the next number of the series", async () => {
    const a = await api.create(acme.cookies.editor, { name: "A", number: "E-2025-014" });
    await api.create(acme.cookies.editor, { name: "B", number: "E-2025-021" });
    await api.create(acme.cookies.editor, { name: "C", number: "X-2025-099" });
    const copy = await api.duplicate(acme.cookies.editor, a.body.uid, { name: "A copy" });
    expect(copy.status).toBe(201);
    expect(copy.body.number).toBe("E-2025-022");
    const again = await api.duplicate(acme.cookies.editor, a.body.uid, { name: "A copy 2" });
    expect(again.body.number).toBe("E-2025-023");
    // Another company's numbers are not counted.
    const b = await api.create(birch.cookies.editor, { name: "B", number: "E-2025-014" });
    const theirs = await api.duplicate(birch.cookies.editor, b.body.uid, { name: "B copy" });
    expect(theirs.body.number).toBe("E-2025-015");
  });

  it("starting from an estimate renumbers unless the request names another number", async () => {
    const a = await api.create(acme.cookies.editor, { name: "Series", number: "Q-7" });
    const same = await api.create(acme.cookies.editor, {
      name: "Copy",
      number: "Q-7",
      from_estimate_uid: a.body.uid,
    });
    expect(same.body.number).toBe("Q-8");
    const named = await api.create(acme.cookies.editor, {
      name: "Named",
      number: "Z-1",
      from_estimate_uid: a.body.uid,
    });
    expect(named.body.number).toBe("Z-1");
    const none = await api.create(acme.cookies.editor, { name: "None" });
    const copyOfNone = await api.duplicate(acme.cookies.editor, none.body.uid, { name: "None copy" });
    expect(copyOfNone.body.number).toBeNull();
  });
});
