// A market series' points: read (optionally a range of months) and staff imports from CSV, merged or
// replacing. An import checks the whole file first; one bad cell refuses it all (nothing half-imported).
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { ImportMarketPointsInput, MarketPointsQuery } from "@/lib/contract/market";
import { parsePointsCsv } from "@/lib/domain/market/csv";
import { writeAudit } from "../audit";
import type { Scope } from "../scope";
import { assertMarketVisible } from "./access";
import { missingOrStale, pointsBySeries, pointsError, seriesAt, seriesNotFound, writePoints } from "./common";
import { marketSeriesDto } from "./dto";

const { marketSeries: series, marketPoints: points } = schema;

export async function listMarketPoints(scope: Scope, uid: string, query: MarketPointsQuery) {
  assertMarketVisible(scope);
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(series).where(eq(series.uid, uid));
    if (!row) throw seriesNotFound();
    const rows = await tx
      .select({ period: points.period, value: points.value })
      .from(points)
      .where(
        and(
          eq(points.seriesUid, uid),
          query.from ? gte(points.period, `${query.from}-01`) : undefined,
          query.to ? lte(points.period, `${query.to}-01`) : undefined,
        ),
      )
      .orderBy(asc(points.period));
    return { series_uid: uid, is_sample: row.isSample, version: row.version, points: rows };
  });
}

/** Merges or replaces the points at If-Match's version; a sample series becomes real data. */
export async function importMarketPoints(
  scope: Scope,
  uid: string,
  input: ImportMarketPointsInput,
  ifMatch?: number,
) {
  assertMarketVisible(scope);
  const parsed = parsePointsCsv(input.csv);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(series)
      .set({ isSample: false, version: sql`${series.version} + 1`, updatedAt: new Date() })
      .where(seriesAt(uid, ifMatch))
      .returning();
    if (!row) throw await missingOrStale(tx, uid);
    // Checked after the series: an unknown uid answers 404 and a stale one 412 whatever the file holds.
    if (!parsed.ok) throw pointsError(parsed);
    await writePoints(tx, uid, parsed.points, input.mode === "replace");
    await writeAudit(tx, scope, {
      action: "market.points.imported",
      targetType: "market_series",
      targetUid: uid,
      data: { mode: input.mode, points: parsed.points.length },
    });
    const all = (await pointsBySeries(tx, [uid])).get(uid)!;
    return { ...marketSeriesDto(row, all), imported: parsed.points.length };
  });
}
