// Consolidated estimates' children: read the roll-up, attach and detach a child, choose the mode. Locks are
// taken child first, then parent — the order a child's own write takes them (storeTotals refreshes the
// parent) — so the two never wait on each other in a circle.
import { and, eq, isNotNull } from "drizzle-orm";
import { type DbOrTx, db, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";
import { type Consolidation, type RollupMode, wouldCycle } from "@/lib/domain/estimate/consolidated";
import type { EscalationRate } from "@/lib/domain/estimate/escalation";
import { isLocked } from "@/lib/domain/estimate/versions/lock";
import { writeAudit } from "../audit";
import { NotFoundError, ValidationError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkVersion,
  estimateUpdatedEvent,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  storeTotals,
} from "./core";
import { consolidationOf } from "./rollup-tree";
import { type KeptRollup, keptRollup } from "./version-take";

const { estimates } = schema;

/** The refusals, word for word (tests/integration/estimate-consolidated.test.ts holds them). */
export const childMessages = {
  itself: "An estimate cannot be a child of itself",
  alreadyHere: "This estimate is already a child of this consolidated estimate",
  otherParent: "This estimate already belongs to another consolidated estimate",
  cycle: "This estimate contains the consolidated estimate, so it cannot also be its child",
  template: "A template cannot be part of a consolidated estimate",
  hasChildren: "Take its children out first",
} as const;

const iso = (d: Date) => d.toISOString();

async function childRows(tx: DbOrTx, scope: Scope, parentUid: string) {
  return tx
    .select({
      uid: estimates.uid,
      status: estimates.status,
      version: estimates.version,
      updatedAt: estimates.updatedAt,
    })
    .from(estimates)
    .where(and(eq(estimates.parentUid, parentUid), eq(estimates.companyUid, scope.company.uid)));
}

type ChildRows = Awaited<ReturnType<typeof childRows>>;
type Kept = Awaited<ReturnType<typeof keptRollup>>;

function dto(
  parent: EstimateRow,
  c: KeptRollup | null,
  rows: ChildRows,
  kept: ConsolidationDto["kept"],
): ConsolidationDto {
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  return {
    estimate_uid: parent.uid,
    rollup_mode: (parent.rollupMode as RollupMode | null) ?? null,
    direct_cents: c?.direct_cents ?? 0,
    allowances_cents: c?.allowances_cents ?? 0,
    alternates_cents: c?.alternates_cents ?? 0,
    markups: (c?.markups ?? []).map((m) => ({
      uid: m.uid,
      name: m.name,
      kind: m.kind,
      percent: m.percent,
      base_cents: m.base_cents,
      amount_cents: m.amount_cents,
      error: m.error,
      child_uid: m.child_uid,
      child_name: m.child_name,
    })),
    markups_cents: c?.markups_cents ?? 0,
    grand_total_cents: c?.grand_total_cents ?? 0,
    divisions: c?.divisions ?? [],
    cost_codes: c?.cost_codes ?? [],
    children: (c?.children ?? []).map((k) => {
      // A kept roll-up may name a child since deleted.
      const row = byUid.get(k.uid);
      return {
        uid: k.uid,
        name: k.name,
        status: (row?.status ?? "archived") as ConsolidationDto["children"][number]["status"],
        rollup_mode: k.mode,
        direct_cents: k.direct_cents,
        markups_cents: k.markups_cents,
        grand_total_cents: k.grand_total_cents,
        alternates_cents: k.alternates_cents,
        lines: k.lines,
        version: row?.version ?? 0,
        updated_at: row ? iso(row.updatedAt) : (kept?.kept_at ?? iso(parent.updatedAt)),
      };
    }),
    line_count: c?.line_count ?? 0,
    error: c?.error ?? null,
    kept,
    version: parent.version,
  };
}

/** What the children's figures say, to tell whether the kept roll-up still equals the live one. */
const childKey = (c: Consolidation["children"]) =>
  JSON.stringify(c.map((k) => [k.uid, k.direct_cents, k.grand_total_cents, k.lines]));

/**
 * A locked (final, archived) consolidated estimate keeps the roll-up its version kept when it was locked
 * (children's writes no longer refresh its stored totals: rollup-tree.ts); say whether its children moved
 * since. One locked before versions kept roll-ups keeps its stored totals only.
 */
function keptOf(
  parent: EstimateRow,
  live: Consolidation,
  kept: Kept,
  rows: ChildRows,
): ConsolidationDto["kept"] {
  const keptAt = kept ? kept.createdAt.getTime() : parent.updatedAt.getTime();
  const moved = rows.some((r) => r.updatedAt.getTime() > keptAt);
  const changed = kept
    ? moved ||
      live.grand_total_cents !== kept.rollup.grand_total_cents ||
      live.direct_cents !== kept.rollup.direct_cents ||
      childKey(live.children) !== childKey(kept.rollup.children)
    : moved || live.grand_total_cents !== parent.grandTotalCents || live.direct_cents !== parent.directCents;
  return {
    direct_cents: kept ? kept.rollup.direct_cents : parent.directCents,
    grand_total_cents: kept ? kept.rollup.grand_total_cents : parent.grandTotalCents,
    children_changed: changed,
    version_uid: kept?.uid ?? null,
    version_name: kept?.name ?? null,
    kept_at: kept ? iso(kept.createdAt) : null,
    live_direct_cents: live.direct_cents,
    live_grand_total_cents: live.grand_total_cents,
  };
}

async function answer(tx: DbOrTx, scope: Scope, parent: EstimateRow, rates: readonly EscalationRate[]) {
  const live = parent.rollupMode ? await consolidationOf(tx, parent, rates) : null;
  const rows = await childRows(tx, scope, parent.uid);
  if (!live || !isLocked(parent.status)) return dto(parent, live, rows, null);
  const kept = await keptRollup(tx, scope, parent.uid);
  return dto(parent, kept?.rollup ?? live, rows, keptOf(parent, live, kept, rows));
}

/**
 * The consolidated estimate's roll-up computed live from its children (by division, cost code and child),
 * with the children's versions; while it is final (or archived), the roll-up its version kept then.
 */
export async function getConsolidation(scope: Scope, uid: string): Promise<ConsolidationDto> {
  const rates = await loadEscalationRates(scope.company.uid);
  return db().transaction(async (tx) => answer(tx, scope, await readEstimate(tx, scope, uid), rates), {
    accessMode: "read only",
    isolationLevel: "repeatable read",
  });
}

/** Each of the company's estimates that has a parent → that parent, for the cycle check. */
async function parentMap(tx: Tx, scope: Scope) {
  const rows = await tx
    .select({ uid: estimates.uid, parentUid: estimates.parentUid })
    .from(estimates)
    .where(and(eq(estimates.companyUid, scope.company.uid), isNotNull(estimates.parentUid)));
  return new Map(rows.map((r) => [r.uid, r.parentUid]));
}

const refuse = (message: string, field = "child_uid") => new ValidationError({ [field]: message }, message);

async function checkAttach(tx: Tx, scope: Scope, parent: EstimateRow, child: EstimateRow) {
  if (child.parentUid === parent.uid) throw refuse(childMessages.alreadyHere);
  if (child.parentUid) throw refuse(childMessages.otherParent);
  if (child.kind === "template" || parent.kind === "template") throw refuse(childMessages.template);
  const parents = await parentMap(tx, scope);
  if (wouldCycle(parent.uid, child.uid, (u) => parents.get(u))) throw refuse(childMessages.cycle);
}

/**
 * Adds a child. The first child makes an estimate consolidated (its markups on the roll-up); lines of its own,
 * if it has any, stay stored but are not part of a consolidated estimate's budget.
 */
export async function attachChild(scope: Scope, uid: string, childUid: string, ifMatch?: number) {
  if (childUid === uid) throw refuse(childMessages.itself);
  const rates = await loadEscalationRates(scope.company.uid);
  const result = await db().transaction(async (tx) => {
    // A final child can join: only its link changes, never its budget.
    const child = await lockEstimate(tx, scope, childUid, { locked: true });
    const parent = await lockEstimate(tx, scope, uid);
    checkVersion(parent.version, ifMatch);
    await checkAttach(tx, scope, parent, child);
    await tx
      .update(estimates)
      .set({ parentUid: uid })
      .where(and(eq(estimates.uid, childUid), eq(estimates.companyUid, scope.company.uid)));
    const stored = await storeTotals(tx, scope, parent, rates, {
      set: { rollupMode: parent.rollupMode ?? "rollup" },
      bumpVersion: true,
    });
    await writeAudit(tx, scope, {
      action: "estimate.child_attached",
      targetType: "estimate",
      targetUid: uid,
      data: { child_uid: childUid, child_name: child.name },
    });
    return answer(tx, scope, stored, rates);
  });
  await publish(estimateUpdatedEvent({ uid, version: result.version }));
  return result;
}

/** Takes a child out (404 when it is not this estimate's child); the estimate stays consolidated. */
export async function detachChild(scope: Scope, uid: string, childUid: string, ifMatch?: number) {
  const rates = await loadEscalationRates(scope.company.uid);
  const version = await db().transaction(async (tx) => {
    const child = await lockEstimate(tx, scope, childUid, { locked: true });
    const parent = await lockEstimate(tx, scope, uid);
    if (child.parentUid !== uid) throw new NotFoundError();
    checkVersion(parent.version, ifMatch);
    await tx
      .update(estimates)
      .set({ parentUid: null })
      .where(and(eq(estimates.uid, childUid), eq(estimates.companyUid, scope.company.uid)));
    const stored = await storeTotals(tx, scope, parent, rates, { bumpVersion: true });
    await writeAudit(tx, scope, {
      action: "estimate.child_detached",
      targetType: "estimate",
      targetUid: uid,
      data: { child_uid: childUid, child_name: child.name },
    });
    return stored.version;
  });
  await publish(estimateUpdatedEvent({ uid, version }));
}

/** Switches the mode (rollup | children), makes an estimate consolidated, or (null, once childless) ordinary. */
export async function setRollupMode(scope: Scope, uid: string, mode: RollupMode | null, ifMatch?: number) {
  const rates = await loadEscalationRates(scope.company.uid);
  const result = await db().transaction(async (tx) => {
    const parent = await lockEstimate(tx, scope, uid);
    checkVersion(parent.version, ifMatch);
    if (!mode && (await childRows(tx, scope, uid)).length > 0)
      throw refuse(childMessages.hasChildren, "rollup_mode");
    const stored = await storeTotals(tx, scope, parent, rates, {
      set: { rollupMode: mode },
      bumpVersion: true,
    });
    await writeAudit(tx, scope, {
      action: "estimate.rollup_mode",
      targetType: "estimate",
      targetUid: uid,
      data: { rollup_mode: mode },
    });
    return answer(tx, scope, stored, rates);
  });
  await publish(estimateUpdatedEvent({ uid, version: result.version }));
  return result;
}
