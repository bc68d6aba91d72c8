import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import {
  buildLocationTable,
  type LocationTable,
  resolveTargetLocation,
} from "@/lib/domain/project/normalise";
import { buildingTypeLabel } from "@/lib/domain/reference/building-types";
import {
  indexValueAt,
  type LocationIndex,
  type PreparedSeries,
  prepareSeries,
} from "@/lib/domain/reference/normalisation";
import type { Frequency } from "@/lib/domain/reference/periods";
import { ValidationError } from "../errors";
import { companyLocationSeries } from "../reference/location-index";
import type { Scope } from "../scope";
import { companyCache } from "./company-cache";

// Reference data a project query needs: building type names (and a category's types), the cost index series
// and location indexes for normalisation.

const { buildingTypes, costIndexSeries, costIndexPoints, locationIndexes } = schema;

export type BuildingTypeInfo = { label: string; name: string; parentUid: string | null };

/**
 * The company's building types by uid. Every project list and record reads them and they change rarely: kept
 * per process for 15 s, dropped at once when this process writes them or the company's records
 * (`recordsChanged`); another server's edit shows within the 15 s. Callers only read the map.
 */
export function loadBuildingTypes(scope: Scope): Promise<Map<string, BuildingTypeInfo>> {
  const companyUid = scope.company.uid;
  return buildingTypesCache(companyUid, "building-types", () => readBuildingTypes(companyUid));
}

const buildingTypesCache = companyCache<Map<string, BuildingTypeInfo>>({ ttlMs: 15_000, max: 1_000 });

async function readBuildingTypes(companyUid: string): Promise<Map<string, BuildingTypeInfo>> {
  const rows = await db()
    .select({ uid: buildingTypes.uid, name: buildingTypes.name, parentUid: buildingTypes.parentUid })
    .from(buildingTypes)
    .where(eq(buildingTypes.companyUid, companyUid));
  const nameOf = new Map(rows.map((r) => [r.uid, r.name]));
  return new Map(
    rows.map((r) => [
      r.uid,
      {
        label: buildingTypeLabel(r.parentUid ? nameOf.get(r.parentUid) : null, r.name),
        name: r.name,
        parentUid: r.parentUid,
      },
    ]),
  );
}

/** The uids a building type filter matches: each uid itself and, for a category, its types. */
export function expandBuildingTypes(types: Map<string, BuildingTypeInfo>, uids: readonly string[]): string[] {
  const wanted = new Set(uids);
  const out = new Set<string>();
  for (const [uid, info] of types) {
    if (wanted.has(uid) || (info.parentUid && wanted.has(info.parentUid))) out.add(uid);
  }
  return [...out];
}

/** The company's time series: the sample series when it has one, else the first by name. */
export async function loadSeries(scope: Scope): Promise<{ name: string; series: PreparedSeries } | null> {
  const [row] = await db()
    .select()
    .from(costIndexSeries)
    .where(eq(costIndexSeries.companyUid, scope.company.uid))
    .orderBy(desc(costIndexSeries.isSample), asc(sql`lower(${costIndexSeries.name})`))
    .limit(1);
  if (!row) return null;
  const points = await db()
    .select({ period: costIndexPoints.period, value: costIndexPoints.value })
    .from(costIndexPoints)
    .where(and(eq(costIndexPoints.seriesUid, row.uid), eq(costIndexPoints.companyUid, scope.company.uid)));
  return { name: row.name, series: prepareSeries({ frequency: row.frequency as Frequency, points }) };
}

/**
 * Location indexes; the company's own table wins over a sample for the same key. Every estimate open and
 * normalised list reads them: cached like the building types (a write to the list drops it, common.ts).
 */
export function loadLocationTable(scope: Scope): Promise<LocationTable> {
  const companyUid = scope.company.uid;
  return referenceCache(companyUid, "location-table", () => readLocationTable(companyUid));
}

const referenceCache = companyCache<LocationTable>({ ttlMs: 15_000, max: 1_000 });

async function readLocationTable(companyUid: string): Promise<LocationTable> {
  const rows = await db()
    .select({
      kind: locationIndexes.kind,
      key: locationIndexes.key,
      label: locationIndexes.label,
      value: locationIndexes.value,
    })
    .from(locationIndexes)
    .where(eq(locationIndexes.companyUid, companyUid))
    .orderBy(
      desc(sql`${locationIndexes.seriesName} = ${companyLocationSeries}`),
      asc(locationIndexes.isSample),
      asc(locationIndexes.seriesName),
    );
  return buildLocationTable(rows);
}

export type Normalisation = {
  series: PreparedSeries | null;
  table: LocationTable;
  targets: { date: string | null; location: LocationIndex | null };
};

/**
 * The reference data for the targets, or null without targets. A target location that is not in the table,
 * or a target date outside the series, is a 400 naming the parameter.
 */
export async function loadNormalisation(
  scope: Scope,
  targets: { target_date?: string | null; target_location?: string | null },
): Promise<Normalisation | null> {
  if (!targets.target_date && !targets.target_location) return null;
  const [series, table] = await Promise.all([
    targets.target_date ? loadSeries(scope) : Promise.resolve(null),
    loadLocationTable(scope),
  ]);
  const errors: Record<string, string> = {};
  let location: LocationIndex | null = null;
  if (targets.target_location) {
    location = resolveTargetLocation(table, targets.target_location);
    if (!location) {
      errors.target_location = `Unknown location "${targets.target_location}": use a metro key such as houston-tx, a state code such as TX, or national`;
    }
  }
  if (targets.target_date) {
    if (!series) errors.target_date = "There is no cost index series to move costs in time";
    else {
      const at = indexValueAt(series.series, targets.target_date);
      if (!at.ok) errors.target_date = at.message;
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { series: series?.series ?? null, table, targets: { date: targets.target_date ?? null, location } };
}
