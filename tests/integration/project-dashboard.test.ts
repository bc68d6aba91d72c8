import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import { db, schema } from "@/db";
import { getProjectDashboard } from "@/lib/server/project/dashboard";
import type { Scope } from "@/lib/server/scope";
import { call, companyWithRoles } from "./helpers";

// The dashboard's project cards: counts, median $/GSF by building-type category and the
// latest records — each from the scope's company only.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const types: Record<string, string> = {};

async function typeUid(companyUid: string, category: string, name: string) {
  const [parent] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(
      and(
        eq(schema.buildingTypes.companyUid, companyUid),
        eq(schema.buildingTypes.name, category),
        isNull(schema.buildingTypes.parentUid),
      ),
    );
  const [child] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(and(eq(schema.buildingTypes.parentUid, parent!.uid), eq(schema.buildingTypes.name, name)));
  return { category: parent!.uid, type: child!.uid };
}

async function project(
  cookie: string,
  name: string,
  typeUid: string,
  gsf: number,
  totalDollars: number,
  extra: Record<string, unknown> = {},
) {
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie,
    body: {
      name,
      building_type_uid: typeUid,
      city: "Houston",
      state: "TX",
      latitude: 29.76,
      longitude: -95.37,
      ...extra,
      record: {
        stage: "final",
        cost_basis_date: "2022-05-01",
        metrics: { gsf },
        costs: [{ cost_code: "03 30 00", amount_cents: totalDollars * 100 }],
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.record_uid as string;
}

const scopeOf = (company: { uid: string }) => ({ company }) as unknown as Scope;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  const office = await typeUid(acme.company.uid, "Office", "Mid-rise");
  const officeLow = await typeUid(acme.company.uid, "Office", "Low-rise");
  const mf = await typeUid(acme.company.uid, "Multifamily", "Podium mid-rise");
  Object.assign(types, { office: office.category, multifamily: mf.category });
  // Office: $300, $400 and $500/GSF over two of its types (median $400); multifamily: $200 and $250 ($225).
  await project(acme.cookies.editor, "Office A", office.type, 10_000, 3_000_000);
  await project(acme.cookies.editor, "Office B", officeLow.type, 10_000, 4_000_000);
  await project(acme.cookies.editor, "Office C", office.type, 10_000, 5_000_000, {
    latitude: null,
    longitude: null,
  });
  await project(acme.cookies.editor, "Flats A", mf.type, 20_000, 4_000_000);
  await project(acme.cookies.editor, "Flats B", mf.type, 20_000, 5_000_000);
  const birchType = await typeUid(birch.company.uid, "Office", "Mid-rise");
  await project(birch.cookies.editor, "Birch Office", birchType.type, 1_000, 9_000_000);
});

describe("project dashboard", () => {
  it("counts, medians by category, points and recent records of the company", async () => {
    const data = await getProjectDashboard(scopeOf(acme.company));
    expect(data.projectCount).toBe(5);
    expect(data.recordCount).toBe(5);
    expect(data.byBuildingType).toEqual([
      {
        uid: types.office,
        name: "Office",
        count: 3,
        medianCpgCents: 40_000,
        p25CpgCents: 35_000,
        p75CpgCents: 45_000,
      },
      {
        uid: types.multifamily,
        name: "Multifamily",
        count: 2,
        medianCpgCents: 22_500,
        p25CpgCents: 21_250,
        p75CpgCents: 23_750,
      },
    ]);
    expect(data.recent).toHaveLength(5);
    expect(data.recent[0]).toMatchObject({
      projectName: "Flats B",
      city: "Houston",
      state: "TX",
      stage: "final",
    });
    expect(data.recent[0]!.totalCents).toBe(500_000_000);
    expect(data.recent[0]!.costPerGsfCents).toBe(25_000);
  });

  it("shows another company nothing of Acme's", async () => {
    const data = await getProjectDashboard(scopeOf(birch.company));
    expect(data.projectCount).toBe(1);
    expect(data.recordCount).toBe(1);
    expect(data.byBuildingType).toHaveLength(1);
    expect(data.byBuildingType[0]).toMatchObject({
      name: "Office",
      count: 1,
      medianCpgCents: 900_000,
      p25CpgCents: 900_000,
      p75CpgCents: 900_000,
    });
    expect(data.recent.map((r) => r.projectName)).toEqual(["Birch Office"]);
  });

  it("is empty for a company without projects", async () => {
    const empty = await companyWithRoles();
    const data = await getProjectDashboard(scopeOf(empty.company));
    expect(data).toEqual({ projectCount: 0, recordCount: 0, byBuildingType: [], recent: [] });
  });
});
