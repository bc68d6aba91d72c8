import { schema, type Tx } from "@/db";
import { defaultBuildingTypes } from "@/lib/domain/reference/building-types";
import {
  sampleEscalationRates,
  sampleIndexBaseLabel,
  sampleIndexName,
  sampleIndexPoints,
  sampleLocationIndexes,
  sampleLocationSeriesName,
} from "@/lib/domain/reference/samples";
import { insertInChunks, type ReferenceList } from "./common";

const { buildingTypes, costIndexSeries, costIndexPoints, escalationRates, locationIndexes, referenceLists } =
  schema;

async function seedBuildingTypes(tx: Tx, companyUid: string) {
  const parents = await tx
    .insert(buildingTypes)
    .values(
      defaultBuildingTypes.map((t, i) => ({ companyUid, name: t.name, sortOrder: i, defaultKey: t.key })),
    )
    .returning({ uid: buildingTypes.uid, key: buildingTypes.defaultKey });
  const parentOf = new Map(parents.map((p) => [p.key, p.uid]));
  const children = defaultBuildingTypes.flatMap((t) =>
    t.children.map((c, i) => ({
      companyUid,
      parentUid: parentOf.get(t.key)!,
      name: c.name,
      sortOrder: i,
      defaultKey: c.key,
    })),
  );
  await tx.insert(buildingTypes).values(children);
}

async function seedSampleIndex(tx: Tx, companyUid: string) {
  const [series] = await tx
    .insert(costIndexSeries)
    .values({
      companyUid,
      name: sampleIndexName,
      frequency: "monthly",
      baseLabel: sampleIndexBaseLabel,
      isSample: true,
    })
    // A company may already have a series of that name (made before the defaults existed).
    .onConflictDoNothing()
    .returning({ uid: costIndexSeries.uid });
  if (!series) return;
  const points = sampleIndexPoints().map((p) => ({ seriesUid: series.uid, companyUid, ...p }));
  await insertInChunks(points, (chunk) => tx.insert(costIndexPoints).values(chunk));
}

async function seedSampleLocations(tx: Tx, companyUid: string) {
  await tx
    .insert(locationIndexes)
    .values(
      sampleLocationIndexes.map((l) => ({
        companyUid,
        seriesName: sampleLocationSeriesName,
        isSample: true,
        ...l,
      })),
    )
    .onConflictDoNothing();
}

async function seedSampleRates(tx: Tx, companyUid: string) {
  await tx
    .insert(escalationRates)
    .values(sampleEscalationRates().map((r) => ({ companyUid, isSample: true, ...r })))
    .onConflictDoNothing();
}

const seeders: Record<ReferenceList, (tx: Tx, companyUid: string) => Promise<void>> = {
  "building-types": seedBuildingTypes,
  "cost-index": seedSampleIndex,
  "location-index": seedSampleLocations,
  "escalation-rate": seedSampleRates,
};
const lists = Object.keys(seeders) as ReferenceList[];

/**
 * Gives a company the default taxonomy and the labelled sample index, locations and rates, once per list, in
 * the transaction that creates the company (reads never write them; migration 0010 backfilled the companies
 * made before). The list's row in reference_lists records that it happened, so a company that deletes a
 * default does not get it back, and it is the row a whole-list replacement versions. Safe to run again or
 * concurrently (the row's primary key lets one transaction claim each list).
 */
export async function seedReferenceDefaults(tx: Tx, companyUid: string): Promise<number> {
  let seeded = 0;
  for (const list of lists) {
    const [claimed] = await tx
      .insert(referenceLists)
      .values({ companyUid, list, seededAt: new Date() })
      .onConflictDoNothing()
      .returning({ list: referenceLists.list });
    if (!claimed) continue;
    await seeders[list](tx, companyUid);
    seeded++;
  }
  return seeded;
}

/** The demo seed: defaults for the given companies (idempotent through the same markers). */
export async function seedReferenceData(tx: Tx, companyUids: readonly string[]): Promise<number> {
  let seeded = 0;
  for (const companyUid of companyUids) seeded += await seedReferenceDefaults(tx, companyUid);
  return seeded;
}
