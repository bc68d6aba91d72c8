// Percent change of a monthly series over 1, 3 and 12 months, as the page's table and the API report it.
import { addMonths, type ChangeWindow, changeWindows, monthOf } from "./series";

export type MarketPoint = { period: string; value: number };
export type Changes = Record<`m${ChangeWindow}`, number | null>;

/**
 * The change from the value `months` before the latest point to the latest, in percent (one decimal).
 * The base is the point of that exact month; a series with a gap there has no figure (null) rather than one
 * measured over a different span. Points may come in any order.
 */
export function percentChange(points: readonly MarketPoint[], months: number): number | null {
  if (points.length === 0) return null;
  const byMonth = new Map(points.map((p) => [monthOf(p.period), p.value]));
  const latest = [...byMonth.keys()].sort().at(-1)!;
  const base = byMonth.get(addMonths(latest, -months));
  const last = byMonth.get(latest)!;
  if (base === undefined || base === 0) return null;
  return Math.round(((last - base) / base) * 1000) / 10;
}

export function changesOf(points: readonly MarketPoint[]): Changes {
  return Object.fromEntries(changeWindows.map((w) => [`m${w}`, percentChange(points, w)])) as Changes;
}

/** "+3.2%", "−1.0%", "0.0%", or "—" when there is no figure. */
export function formatChange(change: number | null): string {
  if (change === null) return "—";
  if (change === 0) return "0.0%";
  return `${change > 0 ? "+" : "−"}${Math.abs(change).toFixed(1)}%`;
}
