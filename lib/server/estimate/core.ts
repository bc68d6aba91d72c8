// What every estimate service shares: the tenant-filtered read, the row lock that serialises writes to one
// estimate, and the recomputation of the stored totals with the engine after every write.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, db, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { ConstructionSchedule, EscalationRate } from "@/lib/domain/estimate/escalation";
import { type Markup, validateMarkups } from "@/lib/domain/estimate/markups";
import type {
  CostSplit,
  CostType,
  EstimateEngine,
  EstimateLine,
  EstimateTotals,
} from "@/lib/domain/estimate/model";
import { activeMixInputs, type UnitMix } from "@/lib/domain/estimate/unit-mix";
import { lockMessage } from "@/lib/domain/estimate/versions/lock";
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import { companyCache } from "../project/company-cache";
import type { Scope } from "../scope";
import type { EstimateRowWithNames } from "./dto";
import { type EngineHandoff, engineStamp, forgetEngine, peekEngine, takeEngine } from "./engine-cache";
import { consolidationOf, refreshParents } from "./rollup-tree";

const { estimates, escalationRates, buildingTypes, users } = schema;

/** The event others' open editors and lists refetch on after a write to the estimate itself. */
export const estimateUpdatedEvent = (row: Pick<EstimateRow, "uid" | "version">) =>
  ({ name: "estimate.updated", data: { estimate_uid: row.uid, version: row.version } }) as const;

/** The company's escalation table as the engine reads it. */
export function loadEscalationRates(companyUid: string): Promise<EscalationRate[]> {
  return ratesCache(companyUid, "escalation-rates", () => readEscalationRates(companyUid));
}

// Read by every open and line write, changed rarely: kept per process for 15 s, dropped at once when this
// process writes the table (lib/server/reference/common.ts); the engine only reads it.
const ratesCache = companyCache<EscalationRate[]>({ ttlMs: 15_000, max: 1_000 });

async function readEscalationRates(companyUid: string): Promise<EscalationRate[]> {
  const rows = await db()
    .select({ year: escalationRates.year, rate: escalationRates.ratePercent })
    .from(escalationRates)
    .where(eq(escalationRates.companyUid, companyUid))
    .orderBy(asc(escalationRates.year));
  return rows.map((r) => ({ year: r.year, rate_percent: Number(r.rate) }));
}

/** Pricing date, start and duration → the schedule escalation runs to; null until all three are set. */
export function scheduleOf(e: Pick<EstimateRow, "pricingDate" | "constructionStart" | "durationMonths">) {
  if (!e.pricingDate || !e.constructionStart || e.durationMonths === null) return null;
  return {
    pricing_date: e.pricingDate,
    construction_start: e.constructionStart,
    duration_months: e.durationMonths,
  } satisfies ConstructionSchedule;
}

/** What formulas read: the hand-entered inputs and those the unit mix derives (when it is on). */
export const inputsRecord = (e: Pick<EstimateRow, "inputs"> & Partial<Pick<EstimateRow, "unitMix">>) =>
  Object.fromEntries(
    [...(e.inputs ?? []), ...activeMixInputs(e.unitMix as UnitMix | null | undefined, e.inputs ?? [])].map(
      (i) => [i.name, i.value],
    ),
  );

/** The GSF input (any case), the metric $/GSF divides by. */
export function gsfOf(e: Pick<EstimateRow, "inputs">): number | null {
  const gsf = (e.inputs ?? []).find((i) => i.name.trim().toUpperCase() === "GSF");
  return gsf && Number.isFinite(gsf.value) ? gsf.value : null;
}

type EngineLineRow = {
  uid: string;
  costCode: string;
  quantity: string;
  unitCostCents: number | string | null;
  lumpSumCents: number | string | null;
  split: Record<string, number> | null;
  costType: string | null;
  alternate: boolean;
  allowance: boolean;
};

export function engineLine(r: EngineLineRow): EstimateLine {
  return {
    uid: r.uid,
    cost_code: r.costCode,
    quantity: r.quantity,
    unit_cost_cents: r.unitCostCents === null ? null : Number(r.unitCostCents),
    lump_sum_cents: r.lumpSumCents === null ? null : Number(r.lumpSumCents),
    split: (r.split as CostSplit | null) ?? null,
    cost_type: (r.costType as CostType | null) ?? null,
    alternate: r.alternate,
    allowance: r.allowance,
  };
}

/** Estimates with their building type's and last editor's names, for a read or a list to filter. */
export function selectWithNames<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  tx: DbOrTx,
  /** More columns read in the same statement (the open reads its lines with the header: one snapshot). */
  extra?: Extra,
) {
  return tx
    .select({
      ...(extra as Extra),
      estimate: estimates,
      // "Category › type", as projects and records show it (and the editor reads "Multifamily › High-rise").
      buildingTypeName: sql<string | null>`coalesce((select parent.name || ' › ' from building_types parent
        where parent.uid = ${buildingTypes.parentUid}), '') || ${buildingTypes.name}`,
      updatedByName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      childCount: sql<number>`(select count(*)::int from estimates c where c.parent_uid = ${estimates.uid})`,
      parentName: sql<string | null>`(select p.name from estimates p where p.uid = ${estimates.parentUid})`,
    })
    .from(estimates)
    .leftJoin(buildingTypes, eq(buildingTypes.uid, estimates.buildingTypeUid))
    .leftJoin(users, eq(users.uid, estimates.updatedBy));
}

/** A tenant-filtered read with the building type and last editor's names; 404 for foreign or unknown. */
export async function readEstimate(tx: DbOrTx, scope: Scope, uid: string): Promise<EstimateRowWithNames> {
  const [row] = await selectWithNames(tx).where(
    and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)),
  );
  if (!row) throw new NotFoundError();
  const { estimate, ...names } = row;
  return { ...estimate, ...names };
}

/**
 * Locks the estimate row for the transaction, so writes to one estimate run one after the other. Every write
 * path passes here, so a final or archived estimate refuses them all with one message (409); only the reopen,
 * a snapshot and a publish pass `{ locked: true }`.
 */
export async function lockEstimate(
  tx: Tx,
  scope: Scope,
  uid: string,
  options: { locked?: boolean } = {},
): Promise<EstimateRow> {
  const [row] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)))
    .for("update");
  if (!row) throw new NotFoundError();
  assertWritable(row, options);
  return row;
}

/** 409 with the lock's message when the estimate takes no writes (see lib/domain/estimate/versions/lock.ts). */
export function assertWritable(row: Pick<EstimateRow, "status">, options: { locked?: boolean } = {}) {
  const refused = options.locked ? null : lockMessage(row.status);
  if (refused) throw new ConflictError(refused);
}

export interface Recomputed {
  totals: EstimateTotals;
  lineCount: number;
}

/** One text value from a single-row SELECT (both drivers), for aggregates built in SQL. */
export async function selectText(tx: DbOrTx, query: SQL): Promise<string> {
  return String(Object.values((await selectRow(tx, query)) ?? {})[0] ?? "[]");
}

/** The first row of a SELECT as its columns by name (both drivers); undefined when there is none. */
export async function selectRow(tx: DbOrTx, query: SQL): Promise<Record<string, unknown> | undefined> {
  // postgres-js answers an array of rows, PGlite `{ rows }`.
  const result: unknown = await tx.execute(query);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<
    string,
    unknown
  >[];
  return rows[0];
}

/**
 * Every line as the engine reads it. The rows are aggregated to one JSON text in SQL: one value crosses the
 * driver instead of 50,000 rows (PGlite spends most of a large read building row objects).
 */
export async function engineLines(tx: DbOrTx, estimateUid: string): Promise<EstimateLine[]> {
  const text = await selectText(
    tx,
    sql`select coalesce(json_agg(json_build_array(uid, cost_code, quantity, unit_cost_cents::float8, lump_sum_cents,
      split, cost_type, alternate, allowance)), '[]')::text as rows
    from estimate_lines where estimate_uid = ${estimateUid}::uuid`,
  );
  const rows = JSON.parse(text) as [
    string,
    string,
    string,
    number | null,
    number | null,
    CostSplit | null,
    CostType | null,
    boolean,
    boolean,
  ][];
  return rows.map(
    ([
      uid,
      cost_code,
      quantity,
      unit_cost_cents,
      lump_sum_cents,
      split,
      cost_type,
      alternate,
      allowance,
    ]) => ({
      uid,
      cost_code,
      quantity,
      unit_cost_cents,
      lump_sum_cents,
      split,
      cost_type,
      alternate,
      allowance,
    }),
  );
}

type ModelFields = Pick<
  EstimateRow,
  "inputs" | "markups" | "pricingDate" | "constructionStart" | "durationMonths"
> &
  Partial<Pick<EstimateRow, "unitMix">>;

function modelOf(estimate: ModelFields, rates: readonly EscalationRate[]) {
  return {
    inputs: inputsRecord(estimate),
    markups: estimate.markups as unknown as Markup[],
    schedule: scheduleOf(estimate),
    escalation_rates: [...rates],
  };
}

/** The engine over the estimate as stored now (inside the write's transaction). */
export async function engineStored(
  tx: DbOrTx,
  estimate: ModelFields & Pick<EstimateRow, "uid">,
  rates: readonly EscalationRate[],
): Promise<{ engine: EstimateEngine; lineCount: number }> {
  const lines = await engineLines(tx, estimate.uid);
  return { engine: createEngine({ ...modelOf(estimate, rates), lines }), lineCount: lines.length };
}

/** The engine of the estimate as stored now: this process's cached one when it is of exactly this state. */
export async function engineNow(
  tx: DbOrTx,
  estimate: ModelFields & Pick<EstimateRow, "uid" | "updatedAt">,
  rates: readonly EscalationRate[],
): Promise<EstimateEngine> {
  const m = modelOf(estimate, rates);
  const stamp = engineStamp(estimate.updatedAt, {
    inputs: m.inputs,
    markups: m.markups,
    schedule: m.schedule,
    rates: m.escalation_rates,
  });
  return peekEngine(estimate.uid, stamp) ?? (await engineStored(tx, estimate, rates)).engine;
}

export async function computeStored(
  tx: DbOrTx,
  estimate: ModelFields & Pick<EstimateRow, "uid">,
  rates: readonly EscalationRate[],
): Promise<Recomputed> {
  const { engine, lineCount } = await engineStored(tx, estimate, rates);
  return { totals: engine.totals(), lineCount };
}

/** The lines a write changed, for an incremental recompute. */
export interface LineChanges {
  deleted: string[];
  /** Created and updated lines as now stored. */
  written: EstimateLine[];
}

/** Applies a write's line changes to an engine; false when the engine refuses any (then recompute fully). */
function applyChanges(engine: EstimateEngine, changes: LineChanges): boolean {
  if (changes.deleted.length && !engine.deleteLines(changes.deleted).ok) return false;
  const fresh: EstimateLine[] = [];
  for (const line of changes.written) {
    if (engine.line(line.uid)) {
      const { uid, ...patch } = line;
      if (!engine.updateLine(uid, patch).ok) return false;
    } else fresh.push(line);
  }
  return fresh.length === 0 || engine.insertLines(fresh).ok;
}

/**
 * Recomputes and stores the totals after a write, with `set` (header, inputs, markups) applied in the same
 * update. `bumpVersion` for writes to the estimate itself; line writes keep the estimate's version (lines
 * carry their own), so the header's If-Match does not go stale while someone edits cells. A line write passes
 * its `changes`: when this process holds the engine of exactly the state before the write, only those lines
 * are recomputed. `handoff` receives the engine to keep once the transaction has committed.
 */
export async function storeTotals(
  tx: Tx,
  scope: Scope,
  estimate: EstimateRow,
  rates: readonly EscalationRate[],
  options: {
    set?: Partial<typeof estimates.$inferInsert>;
    bumpVersion?: boolean;
    changes?: LineChanges;
    handoff?: EngineHandoff;
    /** The write changed no line (a header write, a reopen): a cached engine may be reused. */
    noLineChanged?: boolean;
  } = {},
): Promise<EstimateRow> {
  const next = { ...estimate, ...options.set } as EstimateRow;
  const model = modelOf(next, rates);
  const parts = {
    inputs: model.inputs,
    markups: model.markups,
    schedule: model.schedule,
    rates: model.escalation_rates,
  };
  let engine: EstimateEngine | null = null;
  if (options.changes && !options.set) {
    engine = takeEngine(estimate.uid, engineStamp(estimate.updatedAt, parts));
    if (engine && !applyChanges(engine, options.changes)) engine = null;
  } else if (options.noLineChanged && !options.changes) {
    // No line changed: the cached engine holds as is when the inputs, markups and schedule did not change
    // either (the stamp is the old time with the new model's parts, so only then does it match).
    engine = takeEngine(estimate.uid, engineStamp(estimate.updatedAt, parts));
  } else forgetEngine(estimate.uid);
  engine ??= (await engineStored(tx, next, rates)).engine;
  // A consolidated estimate's budget is its children's roll-up, not lines of its own.
  const rolled = next.rollupMode ? await consolidationOf(tx, next, rates) : null;
  const totals = rolled ?? engine.totals();
  const lineCount = rolled ? rolled.line_count : engine.model().lines.length;
  // Strictly later than the last write, so a stamp names one stored state.
  const updatedAt = new Date(Math.max(Date.now(), estimate.updatedAt.getTime() + 1));
  const [row] = await tx
    .update(estimates)
    .set({
      ...options.set,
      directCents: totals.direct_cents,
      grandTotalCents: totals.grand_total_cents,
      gsf: gsfOf(next),
      lineCount,
      updatedBy: scope.user.uid,
      updatedAt,
      ...(options.bumpVersion ? { version: sql`${estimates.version} + 1` } : {}),
    })
    .where(and(eq(estimates.uid, estimate.uid), eq(estimates.companyUid, scope.company.uid)))
    .returning();
  if (options.handoff) {
    options.handoff.estimateUid = estimate.uid;
    options.handoff.stamp = engineStamp(row!.updatedAt, parts);
    options.handoff.engine = engine;
  }
  if (row!.parentUid) await refreshParents(tx, scope, row!.parentUid, rates);
  return row!;
}

export function checkVersion(current: number, ifMatch: number | undefined) {
  if (ifMatch !== undefined && current !== ifMatch) throw new PreconditionFailedError();
}

/** The engine's checks (bases, order — a markup can only read earlier ones, so cycles are refused). */
export function checkMarkups(markups: Markup[]) {
  const problems = validateMarkups(markups);
  if (problems.length === 0) return;
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const at = markups.findIndex((m) => m.uid === p.uid);
    errors[at >= 0 ? `markups.${at}` : "markups"] ??= p.message;
  }
  throw new ValidationError(errors, problems[0]!.message);
}
