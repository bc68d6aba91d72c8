// The construction midpoint shown by the estimate header, apart from ./format.ts: it runs the escalation
// engine, which list pages that only need labels and times should not load.
import { escalationFactor } from "@/lib/domain/estimate/escalation";

/**
 * The midpoint of construction (start + duration / 2) on the same calendar the escalation engine uses, so
 * the date shown is the one escalation runs to. A pricing date after the midpoint makes the engine answer
 * the midpoint without needing rates.
 */
export function constructionMidpoint(start: string | null, months: number | null): string | null {
  if (!start || months === null || !Number.isFinite(months) || months < 0) return null;
  const outcome = escalationFactor(
    { pricing_date: "9999-12-31", construction_start: start, duration_months: months },
    [],
  );
  return outcome.ok ? outcome.value.midpoint : null;
}
