// Line writes: bulk create/update/delete in one transaction (paste, undo, delete and move rows) and the
// single-cell PATCH. Each line carries its own version: one stale version refuses the whole write with 412
// and the current lines, and nothing is written. Positions are placed in line-positions.ts, fields checked
// in line-input.ts.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { EstimateLineRow, EstimateRow } from "@/db/schema";
import type { EstimateLineDto, LinesWriteResult, linePatchInput } from "@/lib/contract/estimate";
import { costPerMetric } from "@/lib/domain/reference/cents";
import { ApiError, NotFoundError, ValidationError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { engineLine, inputsRecord, loadEscalationRates, lockEstimate, storeTotals } from "./core";
import { lineDto } from "./dto";
import { type EngineHandoff, keepAfterCommit } from "./engine-cache";
import { type Bulk, type PlannedCreate, type PlannedUpdate, planLines } from "./line-input";
import { type Placement, positionLines } from "./line-positions";
import { prepareOpenSoon } from "./open-cache";

const { estimateLines } = schema;

/** A stale write: the message, and the lines as they are now (the client merges them). */
export class StaleLinesError extends ApiError {
  constructor(
    readonly conflicts: EstimateLineDto[],
    readonly missing: string[] = [],
  ) {
    const n = conflicts.length + missing.length;
    super(
      "precondition_failed",
      n === 1
        ? "This line was changed by someone else. Their version is shown; edit again to overwrite it."
        : `${n} lines were changed by someone else. Their versions are shown; edit again to overwrite them.`,
    );
  }
  body() {
    return {
      message: this.message,
      code: "stale" as const,
      conflicts: this.conflicts,
      missing: this.missing,
    };
  }
}

/** At most this many uids travel in `estimate.lines.changed`; more → [] (reload everything). */
export const MAX_EVENT_LINE_UIDS = 200;

export function linesChangedEvent(estimateUid: string, lineUids: string[], actorUid: string) {
  return {
    name: "estimate.lines.changed",
    data: {
      estimate_uid: estimateUid,
      line_uids: lineUids.length <= MAX_EVENT_LINE_UIDS ? lineUids : [],
      actor_uid: actorUid,
    },
  } as const;
}

/** The lines a write updates or deletes, as stored now. */
async function touchedRows(tx: Tx, estimateUid: string, body: Bulk) {
  const touched = [...body.update.map((u) => u.uid), ...body.delete.map((d) => d.uid)];
  const rows = touched.length
    ? await tx
        .select()
        .from(estimateLines)
        .where(and(eq(estimateLines.estimateUid, estimateUid), inArray(estimateLines.uid, touched)))
    : [];
  return new Map(rows.map((r) => [r.uid, r]));
}

/** Versions first: one stale line (or an update of a line no longer there) refuses everything. */
function checkVersions(body: Bulk, rows: Map<string, EstimateLineRow>) {
  const conflicts = new Map<string, EstimateLineRow>();
  const missing: string[] = [];
  for (const u of body.update) {
    const row = rows.get(u.uid);
    if (!row) missing.push(u.uid);
    else if (row.version !== u.version) conflicts.set(row.uid, row);
  }
  for (const d of body.delete) {
    const row = rows.get(d.uid);
    if (row && row.version !== d.version) conflicts.set(row.uid, row);
  }
  if (conflicts.size || missing.length)
    throw new StaleLinesError([...conflicts.values()].map(lineDto), missing);
}

function placementsOf(created: PlannedCreate[], updated: PlannedUpdate[]): Placement[] {
  const clientKeys = new Map(created.flatMap((c) => (c.client_key ? [[c.client_key, c.uid] as const] : [])));
  const resolve = (after: string | null | undefined) =>
    after === undefined || after === null ? after : (clientKeys.get(after) ?? after);
  return [
    ...created.map((c) => ({ uid: c.uid, after: resolve(c.after_uid) })),
    ...updated.filter((u) => u.moved).map((u) => ({ uid: u.uid, after: resolve(u.after_uid) })),
  ];
}

type Stamp = { scope: Scope; estimateUid: string; positions: Map<string, number>; now: Date };

async function updateRows(tx: Tx, updated: PlannedUpdate[], s: Stamp) {
  const rows: EstimateLineRow[] = [];
  for (const u of updated) {
    const position = s.positions.get(u.uid);
    const [row] = await tx
      .update(estimateLines)
      .set({
        ...u.columns,
        ...(position === undefined ? {} : { position }),
        version: sql`${estimateLines.version} + 1`,
        updatedBy: s.scope.user.uid,
        updatedAt: s.now,
      })
      .where(and(eq(estimateLines.uid, u.uid), eq(estimateLines.estimateUid, s.estimateUid)))
      .returning();
    rows.push(row!);
  }
  return rows;
}

const INSERT_CHUNK = 500;

async function insertRows(tx: Tx, created: PlannedCreate[], s: Stamp) {
  const rows: (EstimateLineRow & { clientKey?: string })[] = [];
  for (let i = 0; i < created.length; i += INSERT_CHUNK) {
    const chunk = created.slice(i, i + INSERT_CHUNK);
    const values = chunk.map((c) => ({
      ...c.columns,
      uid: c.uid,
      estimateUid: s.estimateUid,
      companyUid: s.scope.company.uid,
      position: s.positions.get(c.uid)!,
      updatedBy: s.scope.user.uid,
      updatedAt: s.now,
      createdAt: s.now,
    }));
    const inserted = new Map(
      (await tx.insert(estimateLines).values(values).returning()).map((r) => [r.uid, r]),
    );
    for (const c of chunk) rows.push({ ...inserted.get(c.uid)!, clientKey: c.client_key });
  }
  return rows;
}

async function writeLinesInTx(tx: Tx, scope: Scope, estimate: EstimateRow, body: Bulk) {
  const estimateUid = estimate.uid;
  const rows = await touchedRows(tx, estimateUid, body);
  checkVersions(body, rows);
  const { created, updated } = planLines(body, rows, inputsRecord(estimate));
  const deleted = new Set(body.delete.map((d) => d.uid));
  const placements = placementsOf(created, updated);
  const { positions, renumbered } = await positionLines(
    tx,
    estimateUid,
    placements,
    deleted,
    new Set(rows.keys()),
  );
  if (deleted.size) {
    await tx
      .delete(estimateLines)
      .where(and(eq(estimateLines.estimateUid, estimateUid), inArray(estimateLines.uid, [...deleted])));
  }
  const stamp: Stamp = { scope, estimateUid, positions, now: new Date() };
  const updatedRows = await updateRows(tx, updated, stamp);
  const createdRows = await insertRows(tx, created, stamp);
  return { createdRows, updatedRows, deleted: [...deleted].filter((uid) => rows.has(uid)), renumbered };
}

function totalsDto(row: EstimateRow) {
  const gsf = row.gsf === null ? null : Number(row.gsf);
  return {
    direct_cents: row.directCents,
    grand_total_cents: row.grandTotalCents,
    gsf,
    cost_per_gsf_cents: costPerMetric(row.grandTotalCents, gsf),
    line_count: row.lineCount,
  };
}

type Written = Awaited<ReturnType<typeof writeLinesInTx>> & { stored: EstimateRow };

async function publishWritten(scope: Scope, estimateUid: string, written: Written) {
  const uids = [
    ...written.createdRows.map((r) => r.uid),
    ...written.updatedRows.map((r) => r.uid),
    ...written.deleted,
  ];
  if (!uids.length && !written.renumbered) return;
  // Renumbered positions touch every line: an empty list tells clients to reload them all.
  await publish(linesChangedEvent(estimateUid, written.renumbered ? [] : uids, scope.user.uid));
}

function writeResult(written: Written): LinesWriteResult {
  return {
    created: written.createdRows.map((r) => ({
      ...lineDto(r),
      ...(r.clientKey === undefined ? {} : { client_key: r.clientKey }),
    })),
    updated: written.updatedRows.map(lineDto),
    deleted: written.deleted,
    totals: totalsDto(written.stored),
    ...(written.renumbered ? { renumbered: true as const } : {}),
  };
}

/** Bulk create/update/delete in one transaction; the estimate's totals are recomputed before commit. */
export async function writeLines(scope: Scope, estimateUid: string, body: Bulk): Promise<LinesWriteResult> {
  return (await writeLinesPlanned(scope, estimateUid, async () => ({ body })))!;
}

type WrittenRows = {
  createdRows: (EstimateLineRow & { clientKey?: string })[];
  updatedRows: EstimateLineRow[];
};
type PlannedWrite = { body: Bulk; after?: (tx: Tx, rows: WrittenRows) => Promise<void> };

/**
 * writeLines with the body planned inside the transaction once the estimate is locked (an import reads the
 * lines it changes there); `after` runs before commit. A plan of null writes nothing and answers null.
 */
export async function writeLinesPlanned(
  scope: Scope,
  estimateUid: string,
  plan: (tx: Tx, estimate: EstimateRow) => Promise<PlannedWrite | null>,
): Promise<LinesWriteResult | null> {
  const rates = await loadEscalationRates(scope.company.uid);
  const handoff: EngineHandoff = {};
  const written = await db().transaction(async (tx) => {
    const estimate = await lockEstimate(tx, scope, estimateUid);
    const planned = await plan(tx, estimate);
    if (!planned) return null;
    const lines = await writeLinesInTx(tx, scope, estimate, planned.body);
    await planned.after?.(tx, lines);
    const changes = {
      deleted: lines.deleted,
      written: [...lines.createdRows, ...lines.updatedRows].map(engineLine),
    };
    const stored = await storeTotals(tx, scope, estimate, rates, { changes, handoff });
    return { ...lines, stored };
  });
  if (!written) return null;
  keepAfterCommit(handoff);
  prepareOpenSoon(scope, estimateUid, written.stored.lineCount);
  await publishWritten(scope, estimateUid, written);
  return writeResult(written);
}

/** The line's version when the PATCH carries no If-Match (then the last write wins); 404 when not there. */
async function currentLineVersion(scope: Scope, estimateUid: string, lineUid: string): Promise<number> {
  const [row] = await db()
    .select({ version: estimateLines.version })
    .from(estimateLines)
    .where(
      and(
        eq(estimateLines.uid, lineUid),
        eq(estimateLines.estimateUid, estimateUid),
        eq(estimateLines.companyUid, scope.company.uid),
      ),
    );
  if (!row) throw new NotFoundError();
  return row.version;
}

/** One line, If-Match = the line's version. Field errors name the field alone: `{ quantity: "…" }`. */
export async function patchLine(
  scope: Scope,
  estimateUid: string,
  lineUid: string,
  input: z.output<typeof linePatchInput>,
  ifMatch?: number,
): Promise<EstimateLineDto> {
  const version = ifMatch ?? (await currentLineVersion(scope, estimateUid, lineUid));
  try {
    const result = await writeLines(scope, estimateUid, {
      create: [],
      update: [{ ...input, uid: lineUid, version }],
      delete: [],
    });
    return result.updated[0]!;
  } catch (error) {
    if (error instanceof StaleLinesError && error.missing.includes(lineUid)) throw new NotFoundError();
    if (!(error instanceof ValidationError && error.errors)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([k, v]) => [k.replace(/^update\.0\./, ""), v]),
    );
    throw new ValidationError(errors, Object.values(errors)[0] ?? error.message);
  }
}
