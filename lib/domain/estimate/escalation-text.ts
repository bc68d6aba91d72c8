// Escalation spelled out so it can be checked from the screen: the months to the midpoint (part-months
// count), each year's rate and months, and the years past the table that reuse its last rate.
import type { Escalation } from "./escalation";

const months = (m: number) => {
  const text = m.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return `${text} ${m === 1 ? "month" : "months"}`;
};

const percent = (r: number) => `${r.toLocaleString("en-US", { maximumFractionDigits: 4 })} %`;

/** "14.5 months to the midpoint 2027-03-16 (part-months count)". */
export function escalationSpan(e: Pick<Escalation, "months" | "midpoint">): string {
  if (e.months <= 0) return `Midpoint ${e.midpoint} is not after the pricing date: no escalation`;
  return `${months(e.months)} to the midpoint ${e.midpoint} (part-months count)`;
}

/** One line per year: "2026: 4 % for 3.5 months → × 1.01153". */
export function escalationYears(e: Pick<Escalation, "years">): string[] {
  return e.years.map(
    (y) => `${y.year}: ${percent(y.rate_percent)} for ${months(y.months)} → × ${y.factor.toFixed(5)}`,
  );
}

/**
 * "2031–2032 reuse 2030's 3.3 %" for each run of years past the table (one per last rate reused); empty
 * when every year has its own rate.
 */
export function escalationCarried(e: Pick<Escalation, "years">): string[] {
  const runs: { from: number; to: number; rate: number; source: number | null }[] = [];
  let lastOwn: { year: number; rate: number } | null = null;
  for (const y of e.years) {
    if (!y.carried_forward) {
      lastOwn = { year: y.year, rate: y.rate_percent };
      continue;
    }
    const run = runs.at(-1);
    if (run && run.to === y.year - 1 && run.rate === y.rate_percent) run.to = y.year;
    else runs.push({ from: y.year, to: y.year, rate: y.rate_percent, source: lastOwn?.year ?? null });
  }
  return runs.map((r) => {
    const years = r.from === r.to ? `${r.from} reuses` : `${r.from}–${r.to} reuse`;
    const whose = r.source === null ? "the table's last rate," : `${r.source}'s`;
    return `${years} ${whose} ${percent(r.rate)} (the table ends there)`;
  });
}
