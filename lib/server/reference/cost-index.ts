import { and, asc, count, desc, eq, max, min, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { CostIndexSeriesRow } from "@/db/schema";
import type {
  CreateCostIndexInput,
  ImportCostIndexInput,
  UpdateCostIndexInput,
} from "@/lib/contract/reference";
import { parseIndexCsv } from "@/lib/domain/reference/imports";
import { checkIndexPoints, type IndexPointInput, issuesToErrors } from "@/lib/domain/reference/lists";
import type { Frequency } from "@/lib/domain/reference/periods";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { insertInChunks, ownRowAtVersion, uniqueNameGuard } from "./common";
import { costIndexDto, costIndexSummaryDto, type SeriesStats } from "./dto";
import { importErrors } from "./import-errors";

const { costIndexSeries: series, costIndexPoints: points } = schema;
const notFound = () => new NotFoundError("Cost index not found");
const uniqueName = uniqueNameGuard(
  (name) => new ConflictError(`A cost index named "${name}" already exists`),
);

/** The company's series with their span and latest value; points come with a single series. */
export async function listCostIndexes(scope: Scope) {
  const companyUid = scope.company.uid;
  const [rows, stats, latest] = await Promise.all([
    db().select().from(series).where(eq(series.companyUid, companyUid)).orderBy(asc(series.name)),
    db()
      .select({ uid: points.seriesUid, n: count(), first: min(points.period), last: max(points.period) })
      .from(points)
      .where(eq(points.companyUid, companyUid))
      .groupBy(points.seriesUid),
    db()
      .selectDistinctOn([points.seriesUid], { uid: points.seriesUid, value: points.value })
      .from(points)
      .where(eq(points.companyUid, companyUid))
      .orderBy(points.seriesUid, desc(points.period)),
  ]);
  const statsOf = new Map(stats.map((s) => [s.uid, s]));
  const latestOf = new Map(latest.map((l) => [l.uid, l.value]));
  return collection(
    rows.map((row) => {
      const s = statsOf.get(row.uid);
      const summary: SeriesStats = {
        count: s?.n ?? 0,
        first: s?.first ?? null,
        last: s?.last ?? null,
        latest: latestOf.get(row.uid) ?? null,
      };
      return costIndexSummaryDto(row, summary);
    }),
  );
}

/** The company's series, 404 when missing or another company's; the tenant is in the statement. */
export async function loadSeries(tx: Tx, scope: Scope, uid: string): Promise<CostIndexSeriesRow> {
  const [row] = await tx
    .select()
    .from(series)
    .where(and(eq(series.uid, uid), eq(series.companyUid, scope.company.uid)));
  if (!row) throw notFound();
  return row;
}

export async function loadPoints(tx: Tx, scope: Scope, uid: string) {
  return tx
    .select({ period: points.period, value: points.value })
    .from(points)
    .where(and(eq(points.seriesUid, uid), eq(points.companyUid, scope.company.uid)))
    .orderBy(asc(points.period));
}

export async function getCostIndex(scope: Scope, uid: string) {
  return db().transaction(async (tx) => {
    const row = await loadSeries(tx, scope, uid);
    return costIndexDto(row, await loadPoints(tx, scope, uid));
  });
}

/** Periods read per the frequency and checked for repeats; field errors name `points.N.period`. */
function checkPoints(input: readonly IndexPointInput[], frequency: Frequency) {
  const checked = checkIndexPoints(input, frequency);
  if (checked.issues.length) throw new ValidationError(issuesToErrors("points", checked.issues));
  return checked.items;
}

async function writePoints(
  tx: Tx,
  scope: Scope,
  seriesUid: string,
  rows: IndexPointInput[],
  replace: boolean,
) {
  const companyUid = scope.company.uid;
  if (replace) {
    await tx.delete(points).where(and(eq(points.seriesUid, seriesUid), eq(points.companyUid, companyUid)));
  }
  const values = rows.map((p) => ({ seriesUid, companyUid, period: p.period, value: p.value }));
  await insertInChunks(values, (chunk) =>
    tx
      .insert(points)
      .values(chunk)
      .onConflictDoUpdate({
        target: [points.seriesUid, points.period, points.companyUid],
        set: { value: sql`excluded.value` },
      }),
  );
}

async function insertSeries(
  tx: Tx,
  scope: Scope,
  values: Pick<CostIndexSeriesRow, "name" | "frequency" | "baseLabel">,
): Promise<CostIndexSeriesRow> {
  const [row] = await tx
    .insert(series)
    .values({ companyUid: scope.company.uid, ...values })
    .returning();
  return row!;
}

export async function createCostIndex(scope: Scope, input: CreateCostIndexInput) {
  const checked = checkPoints(input.points, input.frequency);
  return uniqueName(
    () => input.name,
    () =>
      db().transaction(async (tx) => {
        const row = await insertSeries(tx, scope, {
          name: input.name,
          frequency: input.frequency,
          baseLabel: input.base_label,
        });
        await writePoints(tx, scope, row.uid, checked, false);
        await writeAudit(tx, scope, {
          action: "reference.cost_index.created",
          targetType: "cost_index",
          targetUid: row.uid,
          data: { name: row.name, points: checked.length },
        });
        return costIndexDto(row, checked);
      }),
  );
}

/** Bumps the series' version under If-Match (412 when stale); the tenant is in the statement. */
async function bumpSeries(
  tx: Tx,
  scope: Scope,
  uid: string,
  ifMatch: number | undefined,
  set: Partial<Pick<CostIndexSeriesRow, "name" | "frequency" | "baseLabel">> = {},
) {
  const [row] = await tx
    .update(series)
    .set({ ...set, version: sql`${series.version} + 1`, updatedAt: new Date() })
    .where(ownRowAtVersion(series, uid, scope.company.uid, ifMatch))
    .returning();
  if (!row) throw new PreconditionFailedError();
  return row;
}

export async function updateCostIndex(
  scope: Scope,
  uid: string,
  input: UpdateCostIndexInput,
  ifMatch?: number,
) {
  let name = input.name ?? "";
  return uniqueName(
    () => name,
    () =>
      db().transaction(async (tx) => {
        const current = await loadSeries(tx, scope, uid);
        name = input.name ?? current.name;
        const frequency = input.frequency ?? (current.frequency as Frequency);
        if (frequency !== current.frequency && !input.points) {
          throw new ValidationError({ points: "Send the points again when changing the frequency" });
        }
        const checked = input.points ? checkPoints(input.points, frequency) : null;
        const row = await bumpSeries(tx, scope, uid, ifMatch, {
          name: input.name,
          frequency: input.frequency,
          baseLabel: input.base_label,
        });
        if (checked) await writePoints(tx, scope, uid, checked, true);
        await writeAudit(tx, scope, {
          action: "reference.cost_index.updated",
          targetType: "cost_index",
          targetUid: uid,
          data: { fields: Object.keys(input), points: checked?.length },
        });
        return costIndexDto(row, checked ?? (await loadPoints(tx, scope, uid)));
      }),
  );
}

export async function deleteCostIndex(scope: Scope, uid: string, ifMatch?: number) {
  await db().transaction(async (tx) => {
    const current = await loadSeries(tx, scope, uid);
    const [row] = await tx
      .delete(series)
      .where(ownRowAtVersion(series, uid, scope.company.uid, ifMatch))
      .returning({ uid: series.uid });
    if (!row) throw new PreconditionFailedError();
    await writeAudit(tx, scope, {
      action: "reference.cost_index.deleted",
      targetType: "cost_index",
      targetUid: uid,
      data: { name: current.name },
    });
  });
}

/**
 * Points from CSV into an existing series (merge by period, or replace them all) or into a new one. The file
 * is checked in full before anything is written; the writes share one transaction.
 */
export async function importCostIndex(scope: Scope, input: ImportCostIndexInput, ifMatch?: number) {
  const name = input.name ?? "";
  return uniqueName(
    () => name,
    () =>
      db().transaction(async (tx) => {
        const existing = input.series_uid ? await loadSeries(tx, scope, input.series_uid) : null;
        const frequency = (existing?.frequency as Frequency | undefined) ?? input.frequency;
        const parsed = parseIndexCsv(input.csv, frequency);
        if (!parsed.ok) throw importErrors(parsed);
        const row = existing
          ? await bumpSeries(tx, scope, existing.uid, ifMatch)
          : await insertSeries(tx, scope, { name, frequency, baseLabel: input.base_label });
        await writePoints(tx, scope, row.uid, parsed.rows, input.mode === "replace");
        await writeAudit(tx, scope, {
          action: "reference.cost_index.imported",
          targetType: "cost_index",
          targetUid: row.uid,
          data: { name: row.name, rows: parsed.rows.length, mode: input.mode, created: !existing },
        });
        return {
          imported: parsed.rows.length,
          series: costIndexDto(row, await loadPoints(tx, scope, row.uid)),
        };
      }),
  );
}
