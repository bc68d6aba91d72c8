// Market series: global rows (no company), read by every company with market data visible, written by the
// provider's staff. Every function checks visibility first (access.ts); the route declares staff-only writes.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type {
  CreateMarketSeriesInput,
  ListMarketSeriesQuery,
  UpdateMarketSeriesInput,
} from "@/lib/contract/market";
import { parsePointsCsv } from "@/lib/domain/market/csv";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ConflictError } from "../errors";
import { uniqueNameGuard } from "../reference/common";
import type { Scope } from "../scope";
import { assertMarketVisible } from "./access";
import { missingOrStale, pointsBySeries, pointsError, seriesAt, writePoints } from "./common";
import { marketSeriesDto } from "./dto";

const { marketSeries: series } = schema;

const guardName = uniqueNameGuard(
  (name) => new ConflictError(`A market series named "${name}" already exists`),
);

/** Every series matching the filters, national first, then by kind and name, with its points. */
export async function loadMarketSeries(scope: Scope, query: ListMarketSeriesQuery = {}) {
  assertMarketVisible(scope);
  const where: SQL[] = [];
  if (query.kind) where.push(eq(series.kind, query.kind));
  if (query.region) where.push(eq(series.region, query.region));
  if (query.metro) where.push(eq(series.metro, query.metro));
  if (query.building_type) where.push(eq(series.buildingType, query.building_type));
  const rows = await db()
    .select()
    .from(series)
    .where(and(...where))
    .orderBy(asc(series.kind), sql`${series.metro} nulls first`, asc(series.name));
  const byUid = await pointsBySeries(
    db(),
    rows.map((r) => r.uid),
  );
  return rows.map((row) => ({ dto: marketSeriesDto(row, byUid.get(row.uid)!), points: byUid.get(row.uid)! }));
}

export async function listMarketSeries(scope: Scope, query: ListMarketSeriesQuery) {
  return collection((await loadMarketSeries(scope, query)).map((s) => s.dto));
}

const fields = (input: Partial<CreateMarketSeriesInput>) => ({
  name: input.name,
  kind: input.kind,
  unit: input.unit,
  region: input.region,
  metro: input.metro === undefined ? undefined : input.metro || null,
  buildingType: input.building_type === undefined ? undefined : input.building_type || null,
  source: input.source === undefined ? undefined : (input.source ?? ""),
});

export async function createMarketSeries(scope: Scope, input: CreateMarketSeriesInput) {
  assertMarketVisible(scope);
  const parsed = input.csv ? parsePointsCsv(input.csv) : { ok: true as const, points: [] };
  if (!parsed.ok) throw pointsError(parsed);
  return guardName(
    () => input.name,
    () =>
      db().transaction(async (tx) => {
        const [row] = await tx
          .insert(series)
          .values({ ...fields(input), name: input.name, kind: input.kind, unit: input.unit })
          .returning();
        await writePoints(tx, row!.uid, parsed.points, true);
        await writeAudit(tx, scope, {
          action: "market.series.created",
          targetType: "market_series",
          targetUid: row!.uid,
          data: { name: row!.name, points: parsed.points.length },
        });
        return { ...marketSeriesDto(row!, parsed.points), imported: parsed.points.length };
      }),
  );
}

export async function updateMarketSeries(
  scope: Scope,
  uid: string,
  input: UpdateMarketSeriesInput,
  ifMatch?: number,
) {
  assertMarketVisible(scope);
  return guardName(
    () => input.name ?? "",
    () =>
      db().transaction(async (tx) => {
        const [row] = await tx
          .update(series)
          .set({ ...fields(input), version: sql`${series.version} + 1`, updatedAt: new Date() })
          .where(seriesAt(uid, ifMatch))
          .returning();
        if (!row) throw await missingOrStale(tx, uid);
        await writeAudit(tx, scope, {
          action: "market.series.updated",
          targetType: "market_series",
          targetUid: uid,
          data: { fields: Object.keys(input) },
        });
        return marketSeriesDto(row, (await pointsBySeries(tx, [uid])).get(uid)!);
      }),
  );
}

export async function deleteMarketSeries(scope: Scope, uid: string, ifMatch?: number) {
  assertMarketVisible(scope);
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(series).where(seriesAt(uid, ifMatch)).returning({ name: series.name });
    if (!row) throw await missingOrStale(tx, uid);
    await writeAudit(tx, scope, {
      action: "market.series.deleted",
      targetType: "market_series",
      targetUid: uid,
      data: { name: row.name },
    });
  });
}
