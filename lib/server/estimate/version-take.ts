// Taking a version: one INSERT … SELECT copies the estimate's lines into the snapshot inside the database (the
// rows never come through this process); only the engine's per-line quantity and total go in, as three array
// parameters. A consolidated estimate's version also keeps its roll-up (divisions, cost codes, children,
// markups, totals): a final one shows the roll-up its version kept when it became final (children.ts).
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { type DbOrTx, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import type { Consolidation } from "@/lib/domain/estimate/consolidated";
import type { EscalationRate } from "@/lib/domain/estimate/escalation";
import type { EstimateEngine, EstimateTotals } from "@/lib/domain/estimate/model";
import { isLocked } from "@/lib/domain/estimate/versions/lock";
import { writeAudit } from "../audit";
import type { Scope } from "../scope";
import { engineNow, loadEscalationRates, selectRow } from "./core";
import { consolidationOf } from "./rollup-tree";

const { estimateVersions: versions } = schema;

export type VersionTrigger = "manual" | "status" | "design_stage" | "reopen";

/**
 * A consolidated estimate's roll-up as a version keeps it; `lines` (every rolled line, for the compare) only
 * where asked for.
 */
export type KeptRollup = Omit<Consolidation, "lines"> & { lines?: Consolidation["lines"] };

/** The header fields a version keeps (and a restore writes back). */
export function headerOf(e: EstimateRow) {
  return {
    name: e.name,
    number: e.number,
    project_uid: e.projectUid,
    client: e.client,
    location: e.location,
    state: e.state,
    metro: e.metro,
    building_type_uid: e.buildingTypeUid,
    classification: e.classification,
    design_stage: e.designStage,
    pricing_date: e.pricingDate,
    construction_start: e.constructionStart,
    duration_months: e.durationMonths,
    status: e.status,
    tags: e.tags,
    notes: e.notes,
  };
}

/**
 * The roll-up the estimate's latest version kept (for a locked one: the roll-up when it was locked), without
 * its rolled lines unless `withLines`.
 */
export async function keptRollup(tx: DbOrTx, scope: Scope, estimateUid: string, withLines = false) {
  const rollup = withLines ? versions.rollup : sql<Record<string, unknown>>`${versions.rollup} - 'lines'`;
  const [row] = await tx
    .select({ uid: versions.uid, name: versions.name, createdAt: versions.createdAt, rollup })
    .from(versions)
    .where(
      and(
        eq(versions.estimateUid, estimateUid),
        eq(versions.companyUid, scope.company.uid),
        isNotNull(versions.rollup),
      ),
    )
    .orderBy(desc(versions.createdAt), desc(versions.uid))
    .limit(1);
  return row ? { ...row, rollup: row.rollup as unknown as KeptRollup } : null;
}

async function rollupToKeep(
  tx: Tx,
  scope: Scope,
  estimate: EstimateRow,
  rates: readonly EscalationRate[],
  fromKept: boolean,
): Promise<KeptRollup | null> {
  if (!estimate.rollupMode) return null;
  const kept = fromKept ? await keptRollup(tx, scope, estimate.uid, true) : null;
  return kept?.rollup ?? (await consolidationOf(tx, estimate, rates));
}

/** Per-line engine results as three Postgres array literals: one parameter each, whatever the line count. */
function resultArrays(engine: EstimateEngine) {
  const results = engine.lineResults();
  const num = (n: number | null) => (n === null || !Number.isFinite(n) ? "NULL" : String(n));
  return {
    uids: `{${results.map((r) => r.uid).join(",")}}`,
    quantities: `{${results.map((r) => num(r.quantity)).join(",")}}`,
    totals: `{${results.map((r) => num(r.total_cents)).join(",")}}`,
  };
}

/**
 * Takes a version of the (row-locked) estimate inside the caller's transaction. `engine`: the engine of the
 * estimate exactly as stored (a header write hands its own over); `fromKept`: a version of a locked consolidated
 * estimate keeps the roll-up it already kept (defaults to whether the estimate is locked).
 */
export async function takeVersion(
  tx: Tx,
  scope: Scope,
  estimate: EstimateRow,
  options: {
    name: string;
    trigger: VersionTrigger;
    reason?: string;
    rates?: readonly EscalationRate[];
    engine?: EstimateEngine;
    fromKept?: boolean;
  },
): Promise<{ uid: string }> {
  const rates = options.rates ?? (await loadEscalationRates(scope.company.uid));
  const engine = options.engine ?? (await engineNow(tx, estimate, rates));
  const arrays = resultArrays(engine);
  const rollup = await rollupToKeep(
    tx,
    scope,
    estimate,
    rates,
    options.fromKept ?? isLocked(estimate.status),
  );
  const own = engine.totals();
  const totals: EstimateTotals = rollup
    ? {
        ...own,
        direct_cents: rollup.direct_cents,
        allowances_cents: rollup.allowances_cents,
        alternates_cents: rollup.alternates_cents,
        markups: rollup.markups,
        markups_cents: rollup.markups_cents,
        grand_total_cents: rollup.grand_total_cents,
        error: rollup.error,
      }
    : own;
  // The lines' aggregate in its own CTE, not a subquery correlated to the estimate's row: a correlated one
  // makes the planner rescan the unnested results per line.
  // The sort by position stays in memory (the default 4 MB sends 50,000 lines to disk); for this transaction.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const q = sql`with r as (
      select * from unnest(${arrays.uids}::uuid[], ${arrays.quantities}::float8[], ${arrays.totals}::float8[])
        as r(uid, quantity, total)
    ), snap as (
      select coalesce(json_agg(json_build_array(l.uid, l.cost_code, l.description, l.quantity, l.unit,
          l.unit_cost_cents::float8, l.lump_sum_cents, l.split, l.cost_type, l.alternate, l.allowance, l.tags,
          l.notes, l.area, l.position, r.quantity, coalesce(r.total, 0)) order by l.position), '[]')::text as lines,
        count(*)::int as n
      from estimate_lines l left join r on r.uid = l.uid
      where l.estimate_uid = ${estimate.uid}::uuid
    )
    insert into estimate_versions (company_uid, estimate_uid, name, trigger, reason, header, inputs, markups,
      unit_mix, lines, totals, rollup, direct_cents, grand_total_cents, line_count, estimate_version, created_by)
    select ${scope.company.uid}::uuid, e.uid, ${options.name}, ${options.trigger}, ${options.reason ?? null},
      ${JSON.stringify(headerOf(estimate))}::jsonb, e.inputs, e.markups, e.unit_mix, snap.lines,
      ${JSON.stringify(totals)}::jsonb, ${rollup ? JSON.stringify(rollup) : null}::jsonb,
      ${totals.direct_cents}, ${totals.grand_total_cents}, ${rollup ? rollup.line_count : sql`snap.n`},
      e.version, ${scope.user.uid}::uuid
    from estimates e, snap
    where e.uid = ${estimate.uid}::uuid and e.company_uid = ${scope.company.uid}::uuid
    returning uid`;
  const row = await selectRow(tx, q);
  const uid = String(row!.uid);
  await writeAudit(tx, scope, {
    action: "estimate.version.created",
    targetType: "estimate",
    targetUid: estimate.uid,
    data: { version_uid: uid, name: options.name, trigger: options.trigger, reason: options.reason },
  });
  return { uid };
}
