import "server-only";
import { and, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Scope } from "../scope";

// The project database's dashboard cards: counts, median $/GSF by building-type category and the latest
// records. Every statement filters by the scope's company. The map's records are not here: the map asks
// GET /api/v1/project-record/map for its viewport once the page is up, so the page stays small at any size.

export type ProjectDashboard = {
  projectCount: number;
  recordCount: number;
  byBuildingType: {
    uid: string | null;
    name: string;
    count: number;
    medianCpgCents: number;
    p25CpgCents: number;
    p75CpgCents: number;
  }[];
  recent: {
    uid: string;
    projectName: string;
    city: string | null;
    state: string | null;
    stage: string;
    costBasisDate: string;
    totalCents: number;
    costPerGsfCents: number | null;
    updatedAt: string;
  }[];
};

const maxTypes = 8;

// The median by category sorts every record's $/GSF (~150 ms at 100k records): the dashboard keeps its
// figures per company and data version (lib/server/dashboard/cache.ts), so this runs once per change.
export function getProjectDashboard(
  scope: Scope,
  options: { recent?: number } = {},
): Promise<ProjectDashboard> {
  return loadProjectDashboard(scope.company.uid, options);
}

async function loadProjectDashboard(companyUid: string, options: { recent?: number }) {
  const { projects, projectRecords: records } = schema;
  const [[projectCount], [recordCount], byType, recent] = await Promise.all([
    db().select({ n: count() }).from(projects).where(eq(projects.companyUid, companyUid)),
    // Published estimates (stage "estimate") are not costs yet: counted nowhere the project database counts.
    db()
      .select({ n: count() })
      .from(records)
      .where(and(eq(records.companyUid, companyUid), ne(records.stage, "estimate"))),
    medianByCategory(companyUid),
    db()
      .select({
        uid: records.uid,
        projectName: records.projectName,
        city: projects.city,
        state: records.state,
        stage: records.stage,
        costBasisDate: records.costBasisDate,
        totalCents: records.totalCents,
        costPerGsfCents: records.costPerGsfCents,
        updatedAt: records.updatedAt,
      })
      .from(records)
      .innerJoin(projects, and(eq(projects.uid, records.projectUid), eq(projects.companyUid, companyUid)))
      .where(and(eq(records.companyUid, companyUid), ne(records.stage, "estimate")))
      .orderBy(desc(records.updatedAt), desc(records.uid))
      .limit(options.recent ?? 5),
  ]);
  const names = await categoryNames(
    companyUid,
    byType.map((t) => t.uid).filter((u): u is string => u !== null),
  );
  return {
    projectCount: projectCount?.n ?? 0,
    recordCount: recordCount?.n ?? 0,
    byBuildingType: byType.map((t) => ({
      uid: t.uid,
      name: t.uid ? (names.get(t.uid) ?? "Unknown type") : "No building type",
      count: t.count,
      medianCpgCents: Math.round(t.median),
      p25CpgCents: Math.round(t.p25),
      p75CpgCents: Math.round(t.p75),
    })),
    recent: recent.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  } satisfies ProjectDashboard;
}

/** Median and P25/P75 $/GSF per building-type category (a type counts under its parent), most populous first. */
async function medianByCategory(companyUid: string) {
  const { projectRecords: records, buildingTypes: types } = schema;
  const category = sql<string | null>`coalesce(${types.parentUid}, ${types.uid})`;
  const rows = await db()
    .select({
      uid: category,
      count: count(),
      p25: percentile(0.25, records.costPerGsfCents),
      median: percentile(0.5, records.costPerGsfCents),
      p75: percentile(0.75, records.costPerGsfCents),
    })
    .from(records)
    .leftJoin(types, and(eq(types.uid, records.buildingTypeUid), eq(types.companyUid, companyUid)))
    // Published estimates (stage "estimate") are not costs yet: left out of the statistics.
    .where(
      and(
        eq(records.companyUid, companyUid),
        isNotNull(records.costPerGsfCents),
        ne(records.stage, "estimate"),
      ),
    )
    .groupBy(category)
    .orderBy(desc(count()))
    .limit(maxTypes);
  return rows.map((r) => ({ uid: r.uid, count: Number(r.count), p25: r.p25, median: r.median, p75: r.p75 }));
}

// Ordered-set aggregates over the same sort share it, so three of them cost about one.
const percentile = (fraction: number, column: typeof schema.projectRecords.costPerGsfCents) =>
  sql<number>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${column})`.mapWith(
    Number,
  );

async function categoryNames(companyUid: string, uids: string[]) {
  if (uids.length === 0) return new Map<string, string>();
  const { buildingTypes: types } = schema;
  const rows = await db()
    .select({ uid: types.uid, name: types.name })
    .from(types)
    .where(and(eq(types.companyUid, companyUid), inArray(types.uid, uids)));
  return new Map(rows.map((r) => [r.uid, r.name]));
}
