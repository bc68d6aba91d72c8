// Annual escalation rates derived from a cost index: the past years of a company's escalation table.
import { indexValueAt, type PreparedSeries } from "./normalisation";
import { periodNumber } from "./periods";

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Year y's rate in percent: I(Jan y+1) / I(Jan y) − 1. When the series stops inside year y, the change from
 * January to its last period is annualised. Years the series does not cover are left out. Rounded to hundredths of a percent.
 */
export function annualRatesFromIndex(series: PreparedSeries, years: readonly number[]) {
  const out: { year: number; ratePercent: number }[] = [];
  const lastKey = series.keys[series.keys.length - 1];
  if (lastKey === undefined) return out;
  const perYear = series.frequency === "monthly" ? 12 : 4;
  for (const year of years) {
    const start = indexValueAt(series, `${year}-01-01`);
    if (!start.ok) continue;
    const next = indexValueAt(series, `${year + 1}-01-01`);
    if (next.ok) {
      out.push({ year, ratePercent: round((next.value / start.value - 1) * 100, 2) });
      continue;
    }
    const periods = lastKey - periodNumber({ year, month: 1 }, series.frequency);
    if (periods <= 0) continue;
    const end = series.values[series.values.length - 1]!;
    out.push({ year, ratePercent: round(((end / start.value) ** (perYear / periods) - 1) * 100, 2) });
  }
  return out;
}
