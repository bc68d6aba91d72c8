// Totals from the engine's running sums: O(markups + divisions + inputs), never a pass over the lines.
// Lists that grow with the lines (alternates, line errors) are separate calls.

import { DECIMAL_SCALE, roundToScaled } from "./decimal";
import type { EngineState } from "./engine-state";
import { runMarkups } from "./markup-plan";
import type {
  AlternateImpact,
  AlternateTotal,
  DivisionTotal,
  EstimateTotals,
  MarkupResult,
  MetricCost,
} from "./model";
import { mulDivRoundBy } from "./money";

const TOO_LARGE = "Amount is too large";

/** round_half_away(cents × 10^5 / scaled): doubles while the numerator is exact, BigInt past 2^53. */
function centsPer(cents: number, scaled: number): number {
  const num = cents * DECIMAL_SCALE;
  if (num > Number.MAX_SAFE_INTEGER || num < -Number.MAX_SAFE_INTEGER)
    return mulDivRoundBy(cents, DECIMAL_SCALE, scaled);
  const negative = num < 0 !== scaled < 0;
  const n = num < 0 ? -num : num;
  const d = scaled < 0 ? -scaled : scaled;
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (r * 2 >= d) q += 1;
  if (q === 0) return 0;
  return negative ? -q : q;
}

/** Cents per unit of a metric × 10^5; null when the metric is 0 (or the quotient is not a safe integer). */
function per(cents: number, scaled: number): number | null {
  if (Number.isNaN(scaled) || scaled === 0) return null;
  const v = centsPer(cents, scaled);
  return Number.isNaN(v) ? null : v;
}

function perMetric(state: EngineState, direct: number, grand: number): MetricCost[] {
  const out: MetricCost[] = [];
  for (const [key, value] of state.inputs) {
    const scaled = roundToScaled(value);
    out.push({
      name: state.inputNames.get(key) ?? key,
      value,
      direct_cents: per(direct, scaled),
      grand_total_cents: per(grand, scaled),
    });
  }
  return out;
}

function divisions(state: EngineState, direct: number): DivisionTotal[] {
  const d = state.divisions;
  const out: DivisionTotal[] = [];
  for (const id of d.order) {
    if (d.count[id] === 0) continue;
    const total = d.total[id];
    out.push({
      division: d.names[id],
      total_cents: total,
      share: direct === 0 ? null : roundToScaled(total / direct) / DECIMAL_SCALE,
      lines: d.count[id],
    });
  }
  return out;
}

export function alternates(state: EngineState): AlternateTotal[] {
  const out: AlternateTotal[] = [];
  for (const uid of state.alternates) {
    out.push({ uid, total_cents: state.lines.total[state.lines.slot.get(uid)!] });
  }
  return out;
}

export function alternateImpacts(state: EngineState): AlternateImpact[] {
  state.settle();
  const { plans, buckets } = state.plans;
  const n = plans.length;
  const bases = new Float64Array(n);
  const amounts = new Float64Array(n);
  const sums = new Float64Array(buckets.length);
  const out: AlternateImpact[] = [];
  for (const uid of state.alternates) {
    const s = state.lines.slot.get(uid)!;
    const total = state.lines.total[s];
    const material = state.lines.material[s];
    sums.set(state.bucketSums);
    for (let m = state.codes.mask[state.lines.code[s]]; m !== 0; m &= m - 1) {
      const b = 31 - Math.clz32(m & -m);
      sums[b] += buckets[b].material ? material : total;
    }
    const grand = runMarkups(plans, state.direct + total, sums, bases, amounts);
    out.push({ uid, total_cents: total, grand_total_if_accepted_cents: grand });
  }
  return out;
}

export function buildTotals(state: EngineState): EstimateTotals {
  state.settle();
  const { plans } = state.plans;
  const bases = new Float64Array(plans.length);
  const amounts = new Float64Array(plans.length);
  const direct = state.direct;
  const grand = runMarkups(plans, direct, state.bucketSums, bases, amounts);
  const markups: MarkupResult[] = plans.map((p, i) => {
    const overflow = Number.isNaN(amounts[i]);
    return {
      uid: p.uid,
      name: p.name,
      kind: p.kind,
      percent: p.percent,
      factor: p.escalation ? p.escalation.factor : null,
      escalation: p.escalation,
      base_cents: bases[i],
      amount_cents: overflow ? 0 : amounts[i],
      error: overflow ? TOO_LARGE : p.error,
    };
  });
  const tooLarge = state.tooLarge || !Number.isSafeInteger(grand);
  return {
    direct_cents: direct,
    allowances_cents: state.allowances,
    markups,
    markups_cents: grand - direct,
    grand_total_cents: grand,
    per_metric: perMetric(state, direct, grand),
    divisions: divisions(state, direct),
    alternates_cents: state.alternatesTotal,
    alternate_count: state.alternates.size,
    line_error_count: state.lineErrors.size,
    error: tooLarge ? "The estimate is too large to total exactly (over $90 trillion)" : null,
  };
}
