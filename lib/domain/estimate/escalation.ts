// Forward escalation to the construction midpoint: factor = Π_y (1 + r_y)^(m_y / 12), where m_y
// are the months between the pricing date and the midpoint (start + duration / 2) that fall in year y.
// Months are measured on a continuous calendar: a date sits at 12·year + month − 1 + (day − 1) / days in
// its month, so "2025-07-01 → 2026-10-01" is 6 months of 2025 and 9 of 2026. The factor is rounded half
// away to 5 decimals and that rounded factor is what the amount uses, so the amount is reproducible by
// hand as base × (factor − 1).

import { checkDecimal, DECIMAL_SCALE, roundToScaled } from "./decimal";

export interface EscalationRate {
  year: number;
  /** Annual rate in percent: 4.5 means 4.5 % a year. */
  rate_percent: number;
}

export interface ConstructionSchedule {
  /** YYYY-MM-DD: the date the unit costs are priced at. */
  pricing_date: string;
  /** YYYY-MM-DD */
  construction_start: string;
  duration_months: number;
}

export interface EscalationYear {
  year: number;
  rate_percent: number;
  months: number;
  /** (1 + r)^(months / 12), 5 decimals, for display. */
  factor: number;
  /** The table has no row for this year; the latest earlier rate was used. */
  carried_forward: boolean;
}

export interface Escalation {
  factor: number;
  /** factor × 10^5, an integer (108430 for 1.0843). */
  factor_scaled: number;
  midpoint: string;
  months: number;
  years: EscalationYear[];
}

/**
 * `reason` separates bad data ("schedule", "rates": refuse the edit) from a table that does not reach the
 * years needed ("missing_rate") or an absurd result ("too_large"): those show on the escalation markup.
 */
export type EscalationOutcome =
  | { ok: true; value: Escalation }
  | { ok: false; message: string; reason: "schedule" | "rates" | "missing_rate" | "too_large" };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** Months since year 0 on the continuous calendar, or null for a malformed or impossible date. */
function monthCoordinate(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const year = Number(m[1]);
  const month0 = Number(m[2]) - 1;
  const day = Number(m[3]);
  if (month0 < 0 || month0 > 11 || day < 1 || day > daysInMonth(year, month0)) return null;
  return year * 12 + month0 + (day - 1) / daysInMonth(year, month0);
}

function dateAt(coordinate: number): string {
  let year = Math.floor(coordinate / 12);
  let month0 = Math.floor(coordinate - year * 12);
  const dim = daysInMonth(year, month0);
  let day = 1 + Math.round((coordinate - year * 12 - month0) * dim);
  if (day > dim) {
    day = 1;
    month0++;
    if (month0 === 12) {
      month0 = 0;
      year++;
    }
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${pad(month0 + 1)}-${pad(day)}`;
}

/** Problems with a rate table, one message each; empty when the table is usable. */
export function validateEscalationRates(rates: readonly EscalationRate[]): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const r of rates) {
    if (!Number.isInteger(r.year)) problems.push(`Escalation year ${r.year} must be a whole year`);
    else if (seen.has(r.year)) problems.push(`Two escalation rates for ${r.year}`);
    seen.add(r.year);
    const bad = checkDecimal(r.rate_percent);
    if (bad) problems.push(`Escalation rate for ${r.year}: ${bad}`);
    else if (r.rate_percent <= -100) problems.push(`Escalation rate for ${r.year} must be above -100%`);
  }
  return problems;
}

export function escalationFactor(
  schedule: ConstructionSchedule,
  rates: readonly EscalationRate[],
): EscalationOutcome {
  const from = monthCoordinate(schedule.pricing_date);
  if (from === null)
    return { ok: false, reason: "schedule", message: "Pricing date must be a date (YYYY-MM-DD)" };
  const start = monthCoordinate(schedule.construction_start);
  if (start === null)
    return { ok: false, reason: "schedule", message: "Construction start must be a date (YYYY-MM-DD)" };
  const duration = schedule.duration_months;
  if (checkDecimal(duration) !== null || duration < 0) {
    return { ok: false, reason: "schedule", message: "Duration must be a number of months, 0 or more" };
  }
  const problems = validateEscalationRates(rates);
  if (problems.length > 0) return { ok: false, reason: "rates", message: problems[0] };

  const to = start + duration / 2;
  const midpoint = dateAt(to);
  // Escalation runs forward only: a midpoint on or before the pricing date leaves costs as priced.
  if (to <= from) {
    return { ok: true, value: { factor: 1, factor_scaled: DECIMAL_SCALE, midpoint, months: 0, years: [] } };
  }

  const byYear = new Map(rates.map((r) => [r.year, r.rate_percent]));
  const sortedYears = [...byYear.keys()].sort((a, b) => a - b);
  const years: EscalationYear[] = [];
  let product = 1;
  for (let year = Math.floor(from / 12); year * 12 < to; year++) {
    const months = Math.min(to, year * 12 + 12) - Math.max(from, year * 12);
    if (months <= 0) continue;
    let rate = byYear.get(year);
    const carried = rate === undefined;
    if (rate === undefined) {
      const earlier = sortedYears.filter((y) => y < year);
      if (earlier.length === 0)
        return { ok: false, reason: "missing_rate", message: `No escalation rate for ${year}` };
      rate = byYear.get(earlier[earlier.length - 1])!;
    }
    const yearFactor = (1 + rate / 100) ** (months / 12);
    product *= yearFactor;
    years.push({
      year,
      rate_percent: rate,
      months,
      factor: roundToScaled(yearFactor) / DECIMAL_SCALE,
      carried_forward: carried,
    });
  }
  const factorScaled = roundToScaled(product);
  if (Number.isNaN(factorScaled))
    return { ok: false, reason: "too_large", message: "Escalation factor is too large" };
  return {
    ok: true,
    value: {
      factor: factorScaled / DECIMAL_SCALE,
      factor_scaled: factorScaled,
      midpoint,
      months: to - from,
      years,
    },
  };
}
