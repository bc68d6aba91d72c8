import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { sampleIndexName } from "@/lib/domain/reference/samples";
import { ensureReferenceDefaults, seedReferenceData } from "@/lib/server/reference/defaults";
import { createCompany } from "./helpers";

async function counts(companyUid: string) {
  const n = async (
    table:
      | typeof schema.buildingTypes
      | typeof schema.costIndexSeries
      | typeof schema.costIndexPoints
      | typeof schema.locationIndexes
      | typeof schema.escalationRates,
  ) => {
    const [row] = await db().select({ n: count() }).from(table).where(eq(table.companyUid, companyUid));
    return row?.n ?? 0;
  };
  return {
    types: await n(schema.buildingTypes),
    series: await n(schema.costIndexSeries),
    points: await n(schema.costIndexPoints),
    locations: await n(schema.locationIndexes),
    rates: await n(schema.escalationRates),
  };
}

describe("reference defaults and the demo seed", () => {
  it("seeds every list once per company and nothing on a re-run", async () => {
    const a = await createCompany();
    const b = await createCompany();
    const first = await db().transaction((tx) => seedReferenceData(tx, [a.uid, b.uid]));
    expect(first).toBe(8);
    const again = await db().transaction((tx) => seedReferenceData(tx, [a.uid, b.uid]));
    expect(again).toBe(0);
    expect(await counts(a.uid)).toEqual({ types: 56, series: 1, points: 142, locations: 41, rates: 16 });
    expect(await counts(b.uid)).toEqual(await counts(a.uid));
    const [series] = await db()
      .select()
      .from(schema.costIndexSeries)
      .where(eq(schema.costIndexSeries.companyUid, a.uid));
    expect(series).toMatchObject({ name: sampleIndexName, isSample: true });
  });

  it("survives concurrent first use without seeding twice", async () => {
    const c = await createCompany();
    await Promise.all([
      ensureReferenceDefaults(c.uid),
      ensureReferenceDefaults(c.uid),
      ensureReferenceDefaults(c.uid),
    ]);
    expect(await counts(c.uid)).toEqual({ types: 56, series: 1, points: 142, locations: 41, rates: 16 });
  });

  it("does not refill a list the company emptied", async () => {
    const d = await createCompany();
    await ensureReferenceDefaults(d.uid);
    await db().delete(schema.costIndexSeries).where(eq(schema.costIndexSeries.companyUid, d.uid));
    await ensureReferenceDefaults(d.uid);
    expect((await counts(d.uid)).series).toBe(0);
  });
});
