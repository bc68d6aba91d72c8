// ILLUSTRATIVE sample reference data shipped with the seed so normalisation works out of the box. These are
// made-up, plausible numbers (not any publisher's index): every row is flagged is_sample and named so.
import { annualRatesFromIndex } from "./escalation";
import { prepareSeries } from "./normalisation";
import { toIsoDate } from "./periods";

export const sampleIndexName = "Sample construction cost index (illustrative)";
export const sampleIndexBaseLabel = "Jan 2015 = 100";
export const sampleLocationSeriesName = "Sample location index (illustrative)";

// Year-over-year growth in percent, with the 2021–22 materials spike and the 2020 slowdown.
const sampleAnnualGrowth: Record<number, number> = {
  2015: 3.4,
  2016: 3.9,
  2017: 4.6,
  2018: 5.2,
  2019: 4.1,
  2020: 1.6,
  2021: 11.8,
  2022: 13.4,
  2023: 4.9,
  2024: 3.7,
  2025: 3.9,
  2026: 3.5,
};

/** Monthly 2015-01 … 2026-10: compounding monthly growth plus a small seasonal ripple, two decimals. */
export function sampleIndexPoints(): { period: string; value: number }[] {
  const points: { period: string; value: number }[] = [];
  let level = 100;
  for (let year = 2015; year <= 2026; year++) {
    const monthly = (1 + sampleAnnualGrowth[year]! / 100) ** (1 / 12);
    for (let month = 1; month <= (year === 2026 ? 10 : 12); month++) {
      if (points.length > 0) level *= monthly;
      // Spring and summer run slightly hot; the ripple averages out within the year.
      const ripple = points.length === 0 ? 0 : 0.0015 * Math.sin(((month - 3) / 12) * 2 * Math.PI);
      points.push({
        period: toIsoDate({ year, month, day: 1 }),
        value: Math.round(level * (1 + ripple) * 100) / 100,
      });
    }
  }
  return points;
}

export type SampleLocation = { kind: "metro" | "state"; key: string; label: string; value: number };

const metros: [string, string, number][] = [
  ["New York", "NY", 131.8],
  ["San Francisco", "CA", 127.4],
  ["San Jose", "CA", 125.9],
  ["Boston", "MA", 118.6],
  ["Chicago", "IL", 117.2],
  ["Los Angeles", "CA", 114.3],
  ["Philadelphia", "PA", 113.1],
  ["Seattle", "WA", 111.7],
  ["Sacramento", "CA", 115.5],
  ["San Diego", "CA", 111.9],
  ["Minneapolis", "MN", 108.4],
  ["Portland", "OR", 105.2],
  ["Las Vegas", "NV", 104.1],
  ["St. Louis", "MO", 103.6],
  ["Pittsburgh", "PA", 102.8],
  ["Detroit", "MI", 102.3],
  ["Kansas City", "MO", 101.7],
  ["Cleveland", "OH", 98.9],
  ["Washington", "DC", 97.6],
  ["Baltimore", "MD", 95.8],
  ["Columbus", "OH", 95.4],
  ["Denver", "CO", 94.2],
  ["Indianapolis", "IN", 93.7],
  ["Salt Lake City", "UT", 91.8],
  ["Atlanta", "GA", 90.1],
  ["Richmond", "VA", 89.6],
  ["Miami", "FL", 89.3],
  ["Albuquerque", "NM", 88.9],
  ["Phoenix", "AZ", 88.4],
  ["Nashville", "TN", 87.9],
  ["Orlando", "FL", 87.6],
  ["Houston", "TX", 87.2],
  ["Dallas", "TX", 86.4],
  ["Charlotte", "NC", 85.1],
];

const states: [string, string, number][] = [
  ["AK", "Alaska", 121.6],
  ["HI", "Hawaii", 125.2],
  ["CA", "California", 116.8],
  ["NY", "New York", 112.4],
  ["TX", "Texas", 85.7],
  ["FL", "Florida", 87.4],
  ["NC", "North Carolina", 84.3],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Metros keyed `houston-tx`, states by their USPS code; national average is 100. */
export const sampleLocationIndexes: readonly SampleLocation[] = [
  ...metros.map(([city, state, value]) => ({
    kind: "metro" as const,
    key: slug(`${city} ${state}`),
    label: `${city}, ${state}`,
    value,
  })),
  ...states.map(([code, name, value]) => ({ kind: "state" as const, key: code, label: name, value })),
];

const sampleForecast: Record<number, number> = { 2026: 3.8, 2027: 3.6, 2028: 3.5, 2029: 3.4, 2030: 3.3 };

/** 2015–2025 actual (derived from the sample index), 2026–2030 a forecast. */
export function sampleEscalationRates(): {
  year: number;
  ratePercent: number;
  kind: "actual" | "forecast";
}[] {
  const series = prepareSeries({ frequency: "monthly", points: sampleIndexPoints() });
  const years = Array.from({ length: 11 }, (_, i) => 2015 + i);
  const actual = annualRatesFromIndex(series, years).map((r) => ({ ...r, kind: "actual" as const }));
  const forecast = Object.entries(sampleForecast).map(([year, ratePercent]) => ({
    year: Number(year),
    ratePercent,
    kind: "forecast" as const,
  }));
  return [...actual, ...forecast];
}
