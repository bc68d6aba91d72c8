// Consolidated estimates: an estimate made of child estimates (buildings, phases, sitework). Its budget is
// the children's lines rolled up. In "rollup" mode every child line enters the consolidated estimate's own
// engine as a lump sum of exactly the child engine's line total (with its material portion, alternate and
// allowance flags), so the consolidated estimate's markups run on the roll-up with the engine's own maths;
// in "children" mode each child's own markups are carried and the totals are the children's sums. Either
// way the direct cost is the children's direct costs to the cent. A child that is itself consolidated
// contributes its own roll-up (nesting), which is why cycles must be refused (`wouldCycle`).

import { divisionOf } from "./cost-code";
import { createEngine } from "./engine";
import type { ConstructionSchedule, EscalationRate } from "./escalation";
import type { Markup } from "./markups";
import type { EstimateLine, EstimateTotals, MarkupResult } from "./model";

export const rollupModes = ["rollup", "children"] as const;
export type RollupMode = (typeof rollupModes)[number];

/** An estimate as the roll-up reads it: an ordinary one with lines, or a consolidated one with children. */
export interface RollupNode {
  uid: string;
  name: string;
  /** null for an ordinary estimate. */
  mode: RollupMode | null;
  inputs: Record<string, number>;
  markups: Markup[];
  schedule?: ConstructionSchedule | null;
  escalation_rates?: EscalationRate[];
  /** An ordinary estimate's lines (a consolidated estimate's own lines are not part of its budget). */
  lines: EstimateLine[];
  children: RollupNode[];
}

/** One child line as it enters the roll-up: the child engine's total, never recomputed. */
export interface RolledLine {
  uid: string;
  /** The direct child it came through. */
  child_uid: string;
  cost_code: string;
  total_cents: number;
  material_cents: number;
  alternate: boolean;
  allowance: boolean;
}

export interface ConsolidatedMarkup extends MarkupResult {
  /** The child whose own markup this is (children mode); null for the consolidated estimate's own. */
  child_uid: string | null;
  child_name: string | null;
}

export interface RollupGroup {
  key: string;
  total_cents: number;
  lines: number;
}

export interface RollupChildTotal {
  uid: string;
  name: string;
  mode: RollupMode | null;
  direct_cents: number;
  markups_cents: number;
  grand_total_cents: number;
  alternates_cents: number;
  lines: number;
}

export interface Consolidation {
  mode: RollupMode;
  direct_cents: number;
  allowances_cents: number;
  alternates_cents: number;
  markups: ConsolidatedMarkup[];
  markups_cents: number;
  grand_total_cents: number;
  /** Base lines (alternates kept out) by division key, by cost code and by child. */
  divisions: RollupGroup[];
  cost_codes: RollupGroup[];
  children: RollupChildTotal[];
  /** Every rolled line (what a snapshot of the roll-up keeps). */
  lines: RolledLine[];
  line_count: number;
  error: string | null;
}

/** The totals of one node and the lines it hands up to a parent. */
interface NodeResult {
  totals: Pick<
    EstimateTotals,
    "direct_cents" | "allowances_cents" | "alternates_cents" | "markups_cents" | "grand_total_cents" | "error"
  >;
  markups: ConsolidatedMarkup[];
  lines: RolledLine[];
  children: RollupChildTotal[];
}

const own = (m: MarkupResult): ConsolidatedMarkup => ({ ...m, child_uid: null, child_name: null });

function ordinary(node: RollupNode): NodeResult {
  const engine = createEngine({
    inputs: node.inputs,
    markups: node.markups,
    schedule: node.schedule ?? null,
    escalation_rates: node.escalation_rates ?? [],
    lines: node.lines,
  });
  const lines: RolledLine[] = node.lines.map((l) => {
    const r = engine.line(l.uid);
    return {
      uid: l.uid,
      child_uid: node.uid,
      cost_code: l.cost_code,
      total_cents: r?.total_cents ?? 0,
      material_cents: r?.material_cents ?? 0,
      alternate: Boolean(l.alternate),
      allowance: Boolean(l.allowance),
    };
  });
  const totals = engine.totals();
  return { totals, markups: totals.markups.map(own), lines, children: [] };
}

/** A rolled line as an engine line: a lump sum of its total whose split keeps its material portion. */
export function engineLineOf(line: RolledLine): EstimateLine {
  const split =
    line.material_cents === 0
      ? null
      : { material_cents: line.material_cents, subcontract_cents: line.total_cents - line.material_cents };
  return {
    uid: line.uid,
    cost_code: line.cost_code,
    quantity: 1,
    lump_sum_cents: line.total_cents,
    split,
    alternate: line.alternate,
    allowance: line.allowance,
  };
}

function childTotal(child: RollupNode, r: NodeResult): RollupChildTotal {
  return {
    uid: child.uid,
    name: child.name,
    mode: child.mode,
    direct_cents: r.totals.direct_cents,
    markups_cents: r.totals.markups_cents,
    grand_total_cents: r.totals.grand_total_cents,
    alternates_cents: r.totals.alternates_cents,
    lines: r.lines.length,
  };
}

function consolidated(node: RollupNode, mode: RollupMode, depth: number): NodeResult {
  if (depth > maxDepth) throw new Error("Consolidated estimates nest too deep (a cycle?)");
  const results = node.children.map((c) => ({ child: c, result: evaluate(c, depth + 1) }));
  const lines = results.flatMap(({ child, result }) =>
    result.lines.map((l) => ({ ...l, child_uid: child.uid })),
  );
  const children = results.map(({ child, result }) => childTotal(child, result));
  if (mode === "rollup") {
    const engine = createEngine({
      inputs: node.inputs,
      markups: node.markups,
      schedule: node.schedule ?? null,
      escalation_rates: node.escalation_rates ?? [],
      lines: lines.map(engineLineOf),
    });
    const totals = engine.totals();
    return { totals, markups: totals.markups.map(own), lines, children };
  }
  const sum = (pick: (r: NodeResult["totals"]) => number) =>
    results.reduce((s, { result }) => s + pick(result.totals), 0);
  const direct = sum((t) => t.direct_cents);
  const markupsCents = sum((t) => t.markups_cents);
  const grand = sum((t) => t.grand_total_cents);
  const error = results.find(({ result }) => result.totals.error)?.result.totals.error ?? null;
  return {
    totals: {
      direct_cents: direct,
      allowances_cents: sum((t) => t.allowances_cents),
      alternates_cents: sum((t) => t.alternates_cents),
      markups_cents: markupsCents,
      grand_total_cents: grand,
      error: error ?? (Number.isSafeInteger(grand) ? null : "The estimate is too large to total exactly"),
    },
    markups: results.flatMap(({ child, result }) =>
      result.markups.map((m) => ({ ...m, child_uid: child.uid, child_name: child.name })),
    ),
    lines,
    children,
  };
}

const maxDepth = 8;

function evaluate(node: RollupNode, depth: number): NodeResult {
  return node.mode ? consolidated(node, node.mode, depth) : ordinary(node);
}

/** Sums base lines (alternates apart) by a key, sorted by key. */
function groupBy(lines: readonly RolledLine[], keyOf: (l: RolledLine) => string): RollupGroup[] {
  const groups = new Map<string, RollupGroup>();
  for (const l of lines) {
    if (l.alternate) continue;
    const key = keyOf(l);
    const g = groups.get(key) ?? { key, total_cents: 0, lines: 0 };
    g.total_cents += l.total_cents;
    g.lines += 1;
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The consolidated estimate's roll-up: totals in its mode, by division, by cost code and by child. */
export function consolidate(node: RollupNode & { mode: RollupMode }): Consolidation {
  const r = consolidated(node, node.mode, 0);
  return {
    mode: node.mode,
    direct_cents: r.totals.direct_cents,
    allowances_cents: r.totals.allowances_cents,
    alternates_cents: r.totals.alternates_cents,
    markups: r.markups,
    markups_cents: r.totals.markups_cents,
    grand_total_cents: r.totals.grand_total_cents,
    divisions: groupBy(r.lines, (l) => divisionOf(l.cost_code)),
    cost_codes: groupBy(r.lines, (l) => l.cost_code.trim()),
    children: r.children,
    lines: r.lines,
    line_count: r.lines.length,
    error: r.totals.error,
  };
}

/**
 * Whether making `childUid` a child of `parentUid` would close a loop: the child is the parent itself or
 * one of the parent's ancestors. `parentOf` answers an estimate's current parent (null at the top).
 */
export function wouldCycle(
  parentUid: string,
  childUid: string,
  parentOf: (uid: string) => string | null | undefined,
): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentUid; at; at = parentOf(at)) {
    if (at === childUid) return true;
    if (seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
