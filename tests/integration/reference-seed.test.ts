import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as companies from "@/app/api/v1/companies/route";
import * as buildingTypes from "@/app/api/v1/reference/building-type/route";
import * as costCodes from "@/app/api/v1/reference/cost-code/route";
import * as costIndexes from "@/app/api/v1/reference/cost-index/route";
import * as escalationRates from "@/app/api/v1/reference/escalation-rate/route";
import * as locationIndexes from "@/app/api/v1/reference/location-index/route";
import * as units from "@/app/api/v1/reference/unit/route";
import { db, schema } from "@/db";
import type { CompanyRow } from "@/db/schema";
import { defaultBuildingTypes } from "@/lib/domain/reference/building-types";
import { sampleIndexName } from "@/lib/domain/reference/samples";
import { seedReferenceData, seedReferenceDefaults } from "@/lib/server/reference/defaults";
import { call, createCompany, createUser, sessionCookie, staffUser } from "./helpers";

type CompanyTable =
  | typeof schema.buildingTypes
  | typeof schema.costIndexSeries
  | typeof schema.costIndexPoints
  | typeof schema.locationIndexes
  | typeof schema.escalationRates
  | typeof schema.referenceLists;

async function counts(companyUid: string) {
  const n = async (table: CompanyTable) => {
    const [row] = await db().select({ n: count() }).from(table).where(eq(table.companyUid, companyUid));
    return row?.n ?? 0;
  };
  return {
    types: await n(schema.buildingTypes),
    series: await n(schema.costIndexSeries),
    points: await n(schema.costIndexPoints),
    locations: await n(schema.locationIndexes),
    rates: await n(schema.escalationRates),
    lists: await n(schema.referenceLists),
  };
}

const defaults = { types: 56, series: 1, points: 142, locations: 41, rates: 16, lists: 4 };
const nothing = { types: 0, series: 0, points: 0, locations: 0, rates: 0, lists: 0 };

/** A company as it was before defaults came with it: the row alone (as the backfill finds it). */
async function bareCompany(): Promise<CompanyRow> {
  const [row] = await db()
    .insert(schema.companies)
    .values({ companyName: `Bare ${randomUUID().slice(0, 8)}` })
    .returning();
  return row!;
}

/** Every reference GET a page or the settings ask for, answered for the company's viewer. */
async function readEverything(company: CompanyRow) {
  const cookie = await sessionCookie(await createUser(company, { roles: ["viewer"] }));
  const gets = [
    [buildingTypes.GET, "building-type"],
    [costCodes.GET, "cost-code"],
    [costIndexes.GET, "cost-index"],
    [escalationRates.GET, "escalation-rate"],
    [locationIndexes.GET, "location-index"],
    [units.GET, "unit"],
  ] as const;
  for (const [handler, name] of gets) {
    const res = await call(handler, "GET", `/api/v1/reference/${name}`, { cookie });
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

/** The list markers' versions and times: a write to any list would move one. */
const markers = (companyUid: string) =>
  db()
    .select({ list: schema.referenceLists.list, version: schema.referenceLists.version })
    .from(schema.referenceLists)
    .where(eq(schema.referenceLists.companyUid, companyUid))
    .orderBy(schema.referenceLists.list);

describe("reference defaults come with the company", () => {
  it("a company is created with every list, once; the demo seed's re-run adds nothing", async () => {
    const a = await createCompany();
    expect(await counts(a.uid)).toEqual(defaults);
    const again = await db().transaction((tx) => seedReferenceData(tx, [a.uid]));
    expect(again).toBe(0);
    const [series] = await db()
      .select()
      .from(schema.costIndexSeries)
      .where(eq(schema.costIndexSeries.companyUid, a.uid));
    expect(series).toMatchObject({ name: sampleIndexName, isSample: true });
  });

  it("staff's create company writes the defaults in the same transaction", async () => {
    const { cookie } = await staffUser();
    const res = await call(companies.POST, "POST", "/api/v1/companies", {
      cookie,
      body: { company_name: `Defaults ${randomUUID().slice(0, 8)}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await counts(res.body.uid)).toEqual(defaults);
  });

  it("seeding concurrently claims each list once", async () => {
    const c = await bareCompany();
    await Promise.all([1, 2, 3].map(() => db().transaction((tx) => seedReferenceDefaults(tx, c.uid))));
    expect(await counts(c.uid)).toEqual(defaults);
  });

  it("does not refill a list the company emptied", async () => {
    const d = await createCompany();
    await db().delete(schema.costIndexSeries).where(eq(schema.costIndexSeries.companyUid, d.uid));
    expect(await db().transaction((tx) => seedReferenceDefaults(tx, d.uid))).toBe(0);
    expect((await counts(d.uid)).series).toBe(0);
  });
});

describe("reading reference data writes nothing", () => {
  it("every GET leaves a fresh company's tables and list versions as they were", async () => {
    const company = await createCompany();
    const [before, versionsBefore] = [await counts(company.uid), await markers(company.uid)];
    await readEverything(company);
    expect(await counts(company.uid)).toEqual(before);
    expect(await markers(company.uid)).toEqual(versionsBefore);
  });

  it("a company without defaults reads empty lists and still has none after", async () => {
    const company = await bareCompany();
    await readEverything(company);
    expect(await counts(company.uid)).toEqual(nothing);
  });
});

async function runBackfill() {
  const file = path.join(process.cwd(), "drizzle/0010_reference_defaults_backfill.sql");
  const statements = (await readFile(file, "utf8")).split("--> statement-breakpoint");
  await db().transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const typeKeys = (companyUid: string) =>
  db()
    .select({ key: schema.buildingTypes.defaultKey, name: schema.buildingTypes.name })
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.companyUid, companyUid))
    .orderBy(schema.buildingTypes.defaultKey);

describe("migration 0010 backfills companies made before the defaults came with them", () => {
  it("gives a bare company what a new company gets, leaves seeded ones alone, and runs twice safely", async () => {
    const bare = await bareCompany();
    const emptied = await createCompany();
    await db().delete(schema.locationIndexes).where(eq(schema.locationIndexes.companyUid, emptied.uid));
    const reference = await createCompany();

    await runBackfill();
    expect(await counts(bare.uid)).toEqual(defaults);
    expect(await typeKeys(bare.uid)).toEqual(await typeKeys(reference.uid));
    expect(await typeKeys(bare.uid)).toHaveLength(
      defaultBuildingTypes.length + defaultBuildingTypes.flatMap((t) => t.children).length,
    );
    expect(await counts(emptied.uid)).toEqual({ ...defaults, locations: 0 });

    await runBackfill();
    expect(await counts(bare.uid)).toEqual(defaults);
  });

  it("writes the same sample values and parents as seedReferenceDefaults", async () => {
    const bare = await bareCompany();
    const reference = await createCompany();
    await runBackfill();
    const sample = async (companyUid: string) => ({
      points: await db()
        .select({ period: schema.costIndexPoints.period, value: schema.costIndexPoints.value })
        .from(schema.costIndexPoints)
        .where(eq(schema.costIndexPoints.companyUid, companyUid))
        .orderBy(schema.costIndexPoints.period),
      rates: await db()
        .select({
          year: schema.escalationRates.year,
          rate: schema.escalationRates.ratePercent,
          kind: schema.escalationRates.kind,
        })
        .from(schema.escalationRates)
        .where(eq(schema.escalationRates.companyUid, companyUid))
        .orderBy(schema.escalationRates.year),
      locations: await db()
        .select({ key: schema.locationIndexes.key, value: schema.locationIndexes.value })
        .from(schema.locationIndexes)
        .where(eq(schema.locationIndexes.companyUid, companyUid))
        .orderBy(schema.locationIndexes.key),
      children: await db().execute(sql`
        select p.name as parent, c.name, c.sort_order from building_types c
        join building_types p on p.uid = c.parent_uid
        where c.company_uid = ${companyUid} order by c.default_key`),
    });
    const [got, want] = [await sample(bare.uid), await sample(reference.uid)];
    expect(got.points).toEqual(want.points);
    expect(got.rates).toEqual(want.rates);
    expect(got.locations).toEqual(want.locations);
    expect(rowsOf(got.children)).toEqual(rowsOf(want.children));
  });
});

/** postgres-js answers an array of rows, PGlite `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? [...result] : (result as { rows: unknown[] }).rows;
}
