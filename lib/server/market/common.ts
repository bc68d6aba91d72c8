// What the market services share: finding a series at a version, its points, and writing points.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type DbOrTx, schema, type Tx } from "@/db";
import type { MarketPoint } from "@/lib/domain/market/change";
import { NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import { insertInChunks } from "../reference/common";

const { marketSeries: series, marketPoints: points } = schema;

export const seriesNotFound = () => new NotFoundError("Market series not found");

/** The points of the given series, each list in period order. */
export async function pointsBySeries(tx: DbOrTx, uids: string[]) {
  const out = new Map<string, MarketPoint[]>(uids.map((u) => [u, []]));
  if (uids.length === 0) return out;
  const rows = await tx
    .select()
    .from(points)
    .where(inArray(points.seriesUid, uids))
    .orderBy(asc(points.seriesUid), asc(points.period));
  for (const r of rows) out.get(r.seriesUid)?.push({ period: r.period, value: r.value });
  return out;
}

/** 404 when the series does not exist, 412 when it does at another version than If-Match. */
export async function missingOrStale(tx: Tx, uid: string) {
  const [exists] = await tx.select({ uid: series.uid }).from(series).where(eq(series.uid, uid));
  return exists ? new PreconditionFailedError() : seriesNotFound();
}

export const seriesAt = (uid: string, ifMatch: number | undefined) =>
  and(eq(series.uid, uid), ifMatch === undefined ? undefined : eq(series.version, ifMatch));

/** A refused file as the error envelope: `errors` keyed `row_3.value` (or `csv` for the file itself). */
export function pointsError(result: { message: string; errors: string[] }): ValidationError {
  const errors: Record<string, string> = {};
  for (const message of result.errors) {
    const cell = /^Row (\d+), column (\w+):/.exec(message);
    errors[cell ? `row_${cell[1]}.${cell[2]}` : "csv"] ??= message;
  }
  return new ValidationError(errors, result.message);
}

/** Writes the points; `replace` first removes every point of the series. */
export async function writePoints(tx: Tx, seriesUid: string, items: MarketPoint[], replace: boolean) {
  if (replace) await tx.delete(points).where(eq(points.seriesUid, seriesUid));
  await insertInChunks(
    items.map((p) => ({ seriesUid, ...p })),
    (chunk) =>
      tx
        .insert(points)
        .values(chunk)
        .onConflictDoUpdate({
          target: [points.seriesUid, points.period],
          set: { value: sql`excluded.value` },
        }),
  );
}
