// The engine of recently written estimates, kept in this process so a cell edit on a 50,000-line estimate
// recomputes incrementally instead of reading every line again. An entry is only ever used for the exact
// stored state it was computed from: its stamp is the estimate's updated_at (strictly increasing per estimate,
// set under the row lock) together with the inputs, markups, schedule and escalation rates it was built with.
// An entry is taken out of the cache while a write uses it, and put back only after that write commits, so a
// rolled-back write can never leave a half-applied engine behind. Any doubt → a full recompute from the rows.
import type { EstimateEngine } from "@/lib/domain/estimate/model";

const MAX_ENTRIES = 8;

interface Entry {
  stamp: string;
  engine: EstimateEngine;
}

const cache = new Map<string, Entry>();

export function engineStamp(
  updatedAt: Date,
  parts: { inputs: unknown; markups: unknown; schedule: unknown; rates: unknown },
): string {
  return `${updatedAt.toISOString()}|${JSON.stringify(parts)}`;
}

/** The cached engine for exactly this state, removed from the cache (the caller owns it now). */
export function takeEngine(estimateUid: string, stamp: string): EstimateEngine | null {
  const entry = cache.get(estimateUid);
  if (!entry) return null;
  cache.delete(estimateUid);
  return entry.stamp === stamp ? entry.engine : null;
}

/**
 * The cached engine for exactly this state, left in the cache: for a caller that only reads it synchronously
 * (a snapshot) while holding the estimate's row lock, so no write can be using it.
 */
export function peekEngine(estimateUid: string, stamp: string): EstimateEngine | null {
  const entry = cache.get(estimateUid);
  return entry?.stamp === stamp ? entry.engine : null;
}

/** After commit: the engine as of the committed state. */
export function keepEngine(estimateUid: string, stamp: string, engine: EstimateEngine) {
  cache.delete(estimateUid);
  cache.set(estimateUid, { stamp, engine });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

export function forgetEngine(estimateUid: string) {
  cache.delete(estimateUid);
}

/** What a write hands back so its caller can keep the engine once the transaction has committed. */
export interface EngineHandoff {
  estimateUid?: string;
  stamp?: string;
  engine?: EstimateEngine;
}

export function keepAfterCommit(handoff: EngineHandoff) {
  if (handoff.estimateUid && handoff.stamp && handoff.engine) {
    keepEngine(handoff.estimateUid, handoff.stamp, handoff.engine);
  }
}
