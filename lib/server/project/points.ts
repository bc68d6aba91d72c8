import { and, desc, isNotNull } from "drizzle-orm";
import { db, schema } from "@/db";
import type { RecordPointsDto } from "@/lib/contract/project-record";
import type { RecordFilters } from "@/lib/domain/project/filters";
import type { Scope } from "../scope";
import { loadBuildingTypes } from "./context";
import { filterConditions } from "./query";

// The map's points over the list's filters: compact tuples, newest first, at most maxPoints of them.

const { projectRecords: r } = schema;

const maxPoints = 20_000;

export async function recordPoints(scope: Scope, filters: RecordFilters): Promise<RecordPointsDto> {
  const types = filters.building_type.length ? await loadBuildingTypes(scope) : null;
  const where = filterConditions(scope, filters, types);
  const rows = await db()
    .select({
      uid: r.uid,
      lat: r.latitude,
      lng: r.longitude,
      cpg: r.costPerGsfCents,
      name: r.projectName,
    })
    .from(r)
    .where(and(where, isNotNull(r.latitude), isNotNull(r.longitude)))
    .orderBy(desc(r.costBasisDate), desc(r.uid))
    .limit(maxPoints + 1);
  const points = rows
    .slice(0, maxPoints)
    .map((row) => [row.uid, row.lat!, row.lng!, row.cpg, row.name] as RecordPointsDto["points"][number]);
  return rows.length > maxPoints ? { points, truncated: true } : { points };
}
