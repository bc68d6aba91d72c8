// The /market page's filters, kept in the URL so a reload or a shared link shows the same view:
// ?region=south&metro=houston-tx&series=<uid>&series=<uid>&building_type=Multifamily&from=2023-01&to=2025-06
import { type MarketRegion, marketRegions } from "./series";

export type MarketFilters = {
  region: MarketRegion | null;
  metro: string | null;
  /** The chosen series; empty means the default set the page picks. */
  series: string[];
  buildingType: string | null;
  /** Inclusive months, "YYYY-MM". */
  from: string | null;
  to: string | null;
};

type Params = { get(name: string): string | null; getAll(name: string): string[] };

const month = (v: string | null) => (v && /^\d{4}-(0[1-9]|1[0-2])$/.test(v) ? v : null);
const text = (v: string | null, max = 120) => (v?.trim() && v.length <= max ? v.trim() : null);
const uidLike = /^[0-9a-f-]{32,36}$/i;

/** Reads the filters; anything malformed is dropped rather than refused (a hand-edited URL still opens). */
export function readMarketFilters(params: Params): MarketFilters {
  const region = params.get("region");
  let [from, to] = [month(params.get("from")), month(params.get("to"))];
  if (from && to && from > to) [from, to] = [to, from];
  return {
    region: (marketRegions as readonly string[]).includes(region ?? "") ? (region as MarketRegion) : null,
    metro: text(params.get("metro"), 80),
    series: [...new Set(params.getAll("series").filter((s) => uidLike.test(s)))].slice(0, 20),
    buildingType: text(params.get("building_type")),
    from,
    to,
  };
}

/** The query string of the filters (without "?"), in a fixed order; empty filters are left out. */
export function marketFiltersQuery(filters: MarketFilters): string {
  const search = new URLSearchParams();
  if (filters.region) search.set("region", filters.region);
  if (filters.metro) search.set("metro", filters.metro);
  for (const uid of filters.series) search.append("series", uid);
  if (filters.buildingType) search.set("building_type", filters.buildingType);
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  return search.toString();
}

/** Whether a point's month lies in the chosen range. */
export function inRange(period: string, filters: Pick<MarketFilters, "from" | "to">): boolean {
  const m = period.slice(0, 7);
  return (!filters.from || m >= filters.from) && (!filters.to || m <= filters.to);
}
