import "server-only";
import { and, eq, gte, isNotNull, lt, ne, sql } from "drizzle-orm";
import { db, schema } from "@/db";

// Median $/GSF per building-type category and month over the last 12 months, and over the 12 together (by cost basis date; a type counts
// under its parent, as the dashboard's medians do). One statement on the (company_uid, cost_basis_date) index.

export type TrendPoint = { month: string; count: number; median_cpg_cents: number };
/** A category's months with records, and its median over the whole 12 months. */
export type CategoryTrend = { points: TrendPoint[]; count: number; median_cpg_cents: number };

/** The first day of the month eleven months before `now`'s: the trend's 12 months end with the current one. */
export function trendStart(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return d.toISOString().slice(0, 10);
}

const nextMonth = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);

export async function monthlyMedians(companyUid: string, now = new Date()) {
  const { projectRecords: records, buildingTypes: types } = schema;
  const category = sql<string | null>`coalesce(${types.parentUid}, ${types.uid})`;
  const month = sql<string>`to_char(${records.costBasisDate}, 'YYYY-MM')`;
  const rows = await db()
    .select({
      uid: category,
      month,
      whole: sql<number>`grouping(${month})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      median: sql<number>`percentile_cont(0.5) within group (order by ${records.costPerGsfCents})`.mapWith(
        Number,
      ),
    })
    .from(records)
    .leftJoin(types, and(eq(types.uid, records.buildingTypeUid), eq(types.companyUid, companyUid)))
    .where(
      and(
        eq(records.companyUid, companyUid),
        gte(records.costBasisDate, trendStart(now)),
        lt(records.costBasisDate, nextMonth(now)),
        isNotNull(records.costPerGsfCents),
        // Published estimates are not costs yet (the project list leaves them out too).
        ne(records.stage, "estimate"),
      ),
    )
    // Each month, and the whole 12 months (month null), per category: one pass.
    .groupBy(sql`grouping sets ((${category}, ${month}), (${category}))`)
    .orderBy(month);
  const byCategory = new Map<string, CategoryTrend>();
  for (const r of rows) {
    const key = r.uid ?? "none";
    const trend = byCategory.get(key) ?? { points: [], count: 0, median_cpg_cents: 0 };
    const median = Math.round(r.median);
    if (r.whole) Object.assign(trend, { count: r.count, median_cpg_cents: median });
    else trend.points.push({ month: r.month, count: r.count, median_cpg_cents: median });
    byCategory.set(key, trend);
  }
  return byCategory;
}
