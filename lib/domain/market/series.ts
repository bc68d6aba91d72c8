// Market data vocabulary: what a series is and where it applies. Series are global (staff curate them for
// every company with market data visible); see db/schema/market.ts.

export const marketKinds = ["cost_index", "material_price"] as const;
export type MarketKind = (typeof marketKinds)[number];

export const marketKindLabels: Record<MarketKind, string> = {
  cost_index: "Construction cost index",
  material_price: "Material price",
};

/** National, or one of the four US Census regions. */
export const marketRegions = ["national", "northeast", "midwest", "south", "west"] as const;
export type MarketRegion = (typeof marketRegions)[number];

export const marketRegionLabels: Record<MarketRegion, string> = {
  national: "National",
  northeast: "Northeast",
  midwest: "Midwest",
  south: "South",
  west: "West",
};

const statesByRegion: Record<Exclude<MarketRegion, "national">, string> = {
  northeast: "CT ME MA NH RI VT NJ NY PA",
  midwest: "IL IN MI OH WI IA KS MN MO NE ND SD",
  south: "DE DC FL GA MD NC SC VA WV AL KY MS TN AR LA OK TX",
  west: "AZ CO ID MT NV NM UT WY AK CA HI OR WA",
};

/** The Census region of a USPS state code ("TX" → "south"), or null for an unknown code. */
export function regionOfState(state: string): MarketRegion | null {
  const code = state.trim().toUpperCase();
  for (const [region, states] of Object.entries(statesByRegion)) {
    if (states.split(" ").includes(code)) return region as MarketRegion;
  }
  return null;
}

/** The state of a metro key such as "houston-tx" (the last two letters). */
export function stateOfMetroKey(key: string): string | null {
  const m = /-([a-z]{2})$/.exec(key);
  return m ? m[1]!.toUpperCase() : null;
}

/** The windows the page reports a change over, in months. */
export const changeWindows = [1, 3, 12] as const;
export type ChangeWindow = (typeof changeWindows)[number];

/** "2024-03-01" → "2024-03"; the month a point belongs to. */
export const monthOf = (period: string) => period.slice(0, 7);

/** "2024-03" + n months → "2024-03" shifted, as "YYYY-MM". */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
