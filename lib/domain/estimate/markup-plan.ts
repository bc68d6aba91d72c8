// A validated markup stack compiled for the engine: bases resolved to indexes, rates scaled, and every
// filtered direct-cost base (categories, material only) given a "bucket" whose sum the engine keeps up to
// date. Running the plan is O(markups) with no allocation, so totals can be recomputed after every edit.

import { costCodeKey } from "./cost-code";
import { DECIMAL_SCALE, scaleDecimal } from "./decimal";
import type { Escalation, EscalationOutcome } from "./escalation";
import { MAX_FILTERED_MARKUPS, type Markup, type MarkupKind, validateMarkups } from "./markups";
import { mulDivRound, mulDivRoundBy } from "./money";

export interface BaseBucket {
  /** Normalised cost-code prefixes, or null for every code. */
  prefixes: string[] | null;
  /** Sum the lines' material portion instead of their totals. */
  material: boolean;
}

export interface MarkupPlan {
  uid: string;
  name: string;
  kind: MarkupKind;
  percent: number | null;
  /** percent × 10^5, or the escalation factor × 10^5. */
  rate: number;
  /** lump_sum cents. */
  amount: number;
  margin: boolean;
  direct: boolean;
  running: boolean;
  refs: number[];
  /** Index into the bucket sums for a filtered direct base; −1 for the plain direct cost. */
  bucket: number;
  escalation: Escalation | null;
  /** Set when the markup cannot be computed; its amount is then 0. */
  error: string | null;
}

export interface MarkupPlans {
  plans: MarkupPlan[];
  buckets: BaseBucket[];
}

const NO_SCHEDULE = "Set the pricing date, construction start and duration to compute escalation";

/** Compiles a stack; markups with problems get `error` and count as 0 (stored data must still open). */
export function planMarkups(markups: readonly Markup[], escalation: EscalationOutcome | null): MarkupPlans {
  const firstProblem = new Map<string, string>();
  for (const p of validateMarkups(markups)) if (!firstProblem.has(p.uid)) firstProblem.set(p.uid, p.message);
  const position = new Map(markups.map((m, i) => [m.uid, i]));
  const buckets: BaseBucket[] = [];
  const bucketKeys = new Map<string, number>();

  const plans = markups.map((m, i): MarkupPlan => {
    let error = firstProblem.get(m.uid) ?? null;
    const base = m.base;
    const refs = (base?.markups ?? []).map((uid) => position.get(uid) ?? -1).filter((j) => j >= 0 && j < i);
    let bucket = -1;
    if (m.kind !== "lump_sum" && error === null && (m.categories != null || m.material_only)) {
      const prefixes = m.categories ? [...new Set(m.categories.map(costCodeKey))].sort() : null;
      const key = `${m.material_only ? "m" : "t"}:${prefixes?.join(",") ?? "*"}`;
      bucket = bucketKeys.get(key) ?? -1;
      if (bucket < 0 && buckets.length >= MAX_FILTERED_MARKUPS) {
        error = `At most ${MAX_FILTERED_MARKUPS} markups can be limited to categories or material`;
      } else if (bucket < 0) {
        bucket = buckets.push({ prefixes, material: !!m.material_only }) - 1;
        bucketKeys.set(key, bucket);
      }
    }
    let rate = 0;
    let esc: Escalation | null = null;
    if (m.kind === "percent" && error === null) rate = scaleDecimal(m.percent as number);
    if (m.kind === "escalation" && error === null) {
      if (!escalation) error = NO_SCHEDULE;
      else if (!escalation.ok) error = escalation.message;
      else {
        esc = escalation.value;
        rate = esc.factor_scaled;
      }
    }
    return {
      uid: m.uid,
      name: m.name,
      kind: m.kind,
      percent: m.kind === "percent" ? (m.percent ?? null) : null,
      rate,
      amount: m.kind === "lump_sum" && error === null ? (m.amount_cents as number) : 0,
      margin: m.kind === "percent" && m.method === "margin",
      direct: !!base?.direct,
      running: !!base?.running_total,
      refs,
      bucket,
      escalation: esc,
      error,
    };
  });
  return { plans, buckets };
}

const MAX = Number.MAX_SAFE_INTEGER;

/**
 * Runs the stack over the current sums: writes each base and amount (NaN when it overflows; it then adds
 * nothing) and returns the grand total. `bucketSums[b]` is the filtered direct cost of bucket b.
 */
export function runMarkups(
  plans: readonly MarkupPlan[],
  direct: number,
  bucketSums: ArrayLike<number>,
  bases: Float64Array,
  amounts: Float64Array,
): number {
  let running = direct;
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i];
    let base = 0;
    let amount = 0;
    if (p.error !== null) {
      // counts as zero
    } else if (p.kind === "lump_sum") {
      amount = p.amount;
    } else {
      if (p.running) {
        base = running;
      } else {
        if (p.direct) base = p.bucket >= 0 ? bucketSums[p.bucket] : direct;
        for (let r = 0; r < p.refs.length; r++) {
          const a = amounts[p.refs[r]];
          if (!Number.isNaN(a)) base += a;
        }
      }
      if (base > MAX || base < -MAX) amount = Number.NaN;
      else if (p.kind === "escalation") amount = mulDivRound(base, p.rate - DECIMAL_SCALE, 5);
      else if (p.margin) amount = mulDivRoundBy(base, p.rate, 100 * DECIMAL_SCALE - p.rate);
      else amount = mulDivRound(base, p.rate, 7);
    }
    bases[i] = base;
    amounts[i] = amount;
    if (!Number.isNaN(amount)) running += amount;
  }
  return running;
}
