// Annual escalation rates derived from a cost index: the past years of a company's escalation table.
import { indexValueAt, type PreparedSeries } from "./normalisation";
import { periodNumber } from "./periods";

export type DerivedRate = { year: number; ratePercent: number };

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Year y's rate over the whole calendar year, point to point: I(Jan y+1) / I(Jan y) − 1, in percent rounded
 * to hundredths (I of a date = the value of the month or quarter it falls in, gaps interpolated). Null when
 * the series does not reach both ends.
 *
 * Point to point rather than annual averages because `escalationFactor` applies year y's rate to the months
 * of year y: escalating Jan a → Jan b with these rates then gives the same factor as the index ratio
 * I(Jan b) / I(Jan a) that normalises a project record, so an estimate and a record moved over the same
 * whole years agree (to the rounding). A ratio of yearly averages would measure mid-year to mid-year.
 */
export function calendarYearRate(series: PreparedSeries, year: number): DerivedRate | null {
  const start = indexValueAt(series, `${year}-01-01`);
  const end = indexValueAt(series, `${year + 1}-01-01`);
  if (!start.ok || !end.ok) return null;
  return { year, ratePercent: round((end.value / start.value - 1) * 100, 2) };
}

/**
 * The past years an index settles: every calendar year it covers from January to the next January, before
 * `beforeYear` (the current year, whose rate is still the company's forecast). Ascending; empty when the
 * series spans no whole year. Years outside it — before the series starts, the current year, the future —
 * are not returned, so the caller leaves those rows of the table as they are.
 */
export function pastRatesFromIndex(series: PreparedSeries, beforeYear: number): DerivedRate[] {
  const first = series.keys[0];
  const last = series.keys[series.keys.length - 1];
  if (first === undefined || last === undefined) return [];
  const perYear = series.frequency === "monthly" ? 12 : 4;
  const january = (year: number) => periodNumber({ year, month: 1 }, series.frequency);
  const firstYear = Math.ceil(first / perYear);
  const out: DerivedRate[] = [];
  for (let year = firstYear; year < beforeYear && january(year + 1) <= last; year++) {
    const rate = calendarYearRate(series, year);
    if (rate) out.push(rate);
  }
  return out;
}

/**
 * Year y's rate in percent: `calendarYearRate`. When the series stops inside year y, the change from
 * January to its last period is annualised. Years the series does not cover are left out. Rounded to
 * hundredths of a percent. Used for the seeded sample table, whose last year is still running.
 */
export function annualRatesFromIndex(series: PreparedSeries, years: readonly number[]) {
  const out: DerivedRate[] = [];
  const lastKey = series.keys[series.keys.length - 1];
  if (lastKey === undefined) return out;
  const perYear = series.frequency === "monthly" ? 12 : 4;
  for (const year of years) {
    const start = indexValueAt(series, `${year}-01-01`);
    if (!start.ok) continue;
    const whole = calendarYearRate(series, year);
    if (whole) {
      out.push(whole);
      continue;
    }
    const periods = lastKey - periodNumber({ year, month: 1 }, series.frequency);
    if (periods <= 0) continue;
    const end = series.values[series.values.length - 1]!;
    out.push({ year, ratePercent: round(((end / start.value) ** (perYear / periods) - 1) * 100, 2) });
  }
  return out;
}
