// Reading a consolidated estimate's roll-up from the database: the estimate, its children (and theirs, for a
// consolidated child) with their lines, as the pure roll-up (lib/domain/estimate/consolidated.ts) takes them.
// core.ts's storeTotals calls in here (a consolidated estimate's stored totals are its roll-up's, and a
// child's write refreshes its parents'), so this module must not import core.ts.
import { and, asc, eq, inArray } from "drizzle-orm";
import { type DbOrTx, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import {
  type Consolidation,
  consolidate,
  type RollupMode,
  type RollupNode,
} from "@/lib/domain/estimate/consolidated";
import type { EscalationRate } from "@/lib/domain/estimate/escalation";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { CostSplit, CostType, EstimateLine } from "@/lib/domain/estimate/model";
import { activeMixInputs, type UnitMix } from "@/lib/domain/estimate/unit-mix";
import { isLocked } from "@/lib/domain/estimate/versions/lock";
import type { Scope } from "../scope";

const { estimates, estimateLines } = schema;

type NodeRow = Pick<
  EstimateRow,
  | "uid"
  | "name"
  | "rollupMode"
  | "inputs"
  | "unitMix"
  | "markups"
  | "pricingDate"
  | "constructionStart"
  | "durationMonths"
>;

const nodeColumns = {
  uid: estimates.uid,
  name: estimates.name,
  rollupMode: estimates.rollupMode,
  inputs: estimates.inputs,
  unitMix: estimates.unitMix,
  markups: estimates.markups,
  pricingDate: estimates.pricingDate,
  constructionStart: estimates.constructionStart,
  durationMonths: estimates.durationMonths,
};

const maxDepth = 8;

/** The inputs formulas read and the schedule escalation runs to (as core.ts's modelOf). */
function modelParts(row: NodeRow) {
  const inputs = row.inputs ?? [];
  const derived = activeMixInputs(row.unitMix as UnitMix | null | undefined, inputs);
  const schedule =
    row.pricingDate && row.constructionStart && row.durationMonths !== null
      ? {
          pricing_date: row.pricingDate,
          construction_start: row.constructionStart,
          duration_months: row.durationMonths,
        }
      : null;
  return {
    inputs: Object.fromEntries([...inputs, ...derived].map((i) => [i.name, i.value])),
    markups: row.markups as unknown as Markup[],
    schedule,
  };
}

async function readLines(tx: DbOrTx, estimateUid: string): Promise<EstimateLine[]> {
  const rows = await tx
    .select({
      uid: estimateLines.uid,
      costCode: estimateLines.costCode,
      quantity: estimateLines.quantity,
      unitCostCents: estimateLines.unitCostCents,
      lumpSumCents: estimateLines.lumpSumCents,
      split: estimateLines.split,
      costType: estimateLines.costType,
      alternate: estimateLines.alternate,
      allowance: estimateLines.allowance,
    })
    .from(estimateLines)
    .where(eq(estimateLines.estimateUid, estimateUid))
    .orderBy(asc(estimateLines.position), asc(estimateLines.uid));
  return rows.map((r) => ({
    uid: r.uid,
    cost_code: r.costCode,
    quantity: r.quantity,
    unit_cost_cents: r.unitCostCents === null ? null : Number(r.unitCostCents),
    lump_sum_cents: r.lumpSumCents === null ? null : Number(r.lumpSumCents),
    split: (r.split as CostSplit | null) ?? null,
    cost_type: (r.costType as CostType | null) ?? null,
    alternate: r.alternate,
    allowance: r.allowance,
  }));
}

async function childRows(tx: DbOrTx, companyUid: string, parentUids: string[]): Promise<NodeRow[]> {
  if (parentUids.length === 0) return [];
  return tx
    .select(nodeColumns)
    .from(estimates)
    .where(and(eq(estimates.companyUid, companyUid), inArray(estimates.parentUid, parentUids)))
    .orderBy(asc(estimates.name), asc(estimates.uid));
}

async function nodeOf(
  tx: DbOrTx,
  companyUid: string,
  row: NodeRow,
  rates: readonly EscalationRate[],
  depth: number,
): Promise<RollupNode> {
  const mode = (row.rollupMode as RollupMode | null) ?? null;
  const base = { uid: row.uid, name: row.name, mode, ...modelParts(row), escalation_rates: [...rates] };
  if (!mode) return { ...base, lines: await readLines(tx, row.uid), children: [] };
  // Deeper than any real campus: only a cycle in the data gets here (attaching refuses them).
  if (depth >= maxDepth) return { ...base, lines: [], children: [] };
  const kids = await childRows(tx, companyUid, [row.uid]);
  const children: RollupNode[] = [];
  for (const kid of kids) children.push(await nodeOf(tx, companyUid, kid, rates, depth + 1));
  return { ...base, lines: [], children };
}

/**
 * A consolidated estimate's roll-up as stored now (call it inside the transaction that reads or writes it):
 * the children's lines rolled up live, totals to the cent, by division, cost code and child. What a version
 * snapshot of a consolidated estimate keeps.
 */
export async function consolidationOf(
  tx: DbOrTx,
  row: NodeRow & Pick<EstimateRow, "companyUid">,
  rates: readonly EscalationRate[],
): Promise<Consolidation> {
  const mode = (row.rollupMode as RollupMode | null) ?? "rollup";
  const node = await nodeOf(tx, row.companyUid, { ...row, rollupMode: mode }, rates, 0);
  return consolidate({ ...node, mode });
}

/**
 * After a write to a child, its parent's stored totals (and its parent's, up the chain) become the new
 * roll-up's. The parent's version is left alone: its own header, inputs and markups did not change.
 */
export async function refreshParents(
  tx: Tx,
  scope: Scope,
  parentUid: string | null,
  rates: readonly EscalationRate[],
): Promise<void> {
  const seen = new Set<string>();
  for (let uid = parentUid; uid && !seen.has(uid) && seen.size < maxDepth; ) {
    seen.add(uid);
    const [parent] = await tx
      .select({
        ...nodeColumns,
        companyUid: estimates.companyUid,
        parentUid: estimates.parentUid,
        status: estimates.status,
      })
      .from(estimates)
      .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)));
    // A final consolidated estimate keeps the totals it had when it became final.
    if (!parent?.rollupMode || isLocked(parent.status)) return;
    const c = await consolidationOf(tx, parent, rates);
    await tx
      .update(estimates)
      .set({ directCents: c.direct_cents, grandTotalCents: c.grand_total_cents, lineCount: c.line_count })
      .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)));
    uid = parent.parentUid;
  }
}
