// US Census Bureau regions by state (USPS codes), for "similar to this estimate": records in the same region.
const regionStates: Record<string, readonly string[]> = {
  Northeast: ["CT", "ME", "MA", "NH", "RI", "VT", "NJ", "NY", "PA"],
  Midwest: ["IL", "IN", "MI", "OH", "WI", "IA", "KS", "MN", "MO", "NE", "ND", "SD"],
  South: [
    "DE",
    "DC",
    "FL",
    "GA",
    "MD",
    "NC",
    "SC",
    "VA",
    "WV",
    "AL",
    "KY",
    "MS",
    "TN",
    "AR",
    "LA",
    "OK",
    "TX",
  ],
  West: ["AZ", "CO", "ID", "MT", "NV", "NM", "UT", "WY", "AK", "CA", "HI", "OR", "WA"],
};

/** The region of a state code (any case), or null for an unknown code (territories, blank). */
export function censusRegion(
  state: string | null | undefined,
): { name: string; states: readonly string[] } | null {
  const code = state?.trim().toUpperCase();
  if (!code) return null;
  for (const [name, states] of Object.entries(regionStates)) {
    if (states.includes(code)) return { name, states };
  }
  return null;
}

/** The size band of "similar": half to twice the GSF, or null without a positive GSF. */
export function sizeBand(gsf: number | null | undefined): { from: number; to: number } | null {
  if (gsf === null || gsf === undefined || !Number.isFinite(gsf) || gsf <= 0) return null;
  return { from: gsf / 2, to: gsf * 2 };
}
