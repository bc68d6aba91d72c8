// Which series the /market page lists and charts for the chosen filters. Pure, so the page and the tests
// agree on it.
import type { MarketFilters } from "./filters";
import type { MarketKind, MarketRegion } from "./series";

export type SeriesInfo = {
  uid: string;
  name: string;
  kind: MarketKind;
  region: MarketRegion;
  metro: string | null;
  metro_label: string | null;
  building_type: string | null;
};

const isNational = (s: SeriesInfo) => s.region === "national" && !s.metro && !s.building_type;

/** The series of a kind that fit the filters: national ones always, others when their place or type fits. */
export function listedSeries<T extends SeriesInfo>(
  all: readonly T[],
  kind: MarketKind,
  f: MarketFilters,
): T[] {
  return all.filter(
    (s) =>
      s.kind === kind &&
      (!f.region || s.region === "national" || s.region === f.region) &&
      (!f.metro || !s.metro || s.metro === f.metro) &&
      (!f.buildingType || !s.building_type || s.building_type === f.buildingType),
  );
}

/** The materials charted until the user picks: the three that move most structural budgets. */
const usualMaterials = ["ready-mix concrete", "rebar", "structural steel"];

/** What a kind's chart shows when the URL names no series of it. */
function defaults<T extends SeriesInfo>(listed: readonly T[], kind: MarketKind, f: MarketFilters): T[] {
  if (kind === "material_price") {
    const usual = listed.filter((s) => usualMaterials.includes(s.name.toLowerCase()));
    return usual.length ? usual : listed.slice(0, 3);
  }
  const filtered = f.region || f.metro || f.buildingType;
  return listed.filter(
    (s) =>
      isNational(s) ||
      (!filtered && !s.metro && !s.building_type) ||
      (f.region && s.region === f.region && !s.metro && !s.building_type) ||
      (f.metro && s.metro === f.metro) ||
      (f.buildingType && s.building_type === f.buildingType),
  );
}

/** The series a kind's chart shows: the URL's choice among the listed ones, else the defaults. */
export function chartedSeries<T extends SeriesInfo>(
  all: readonly T[],
  kind: MarketKind,
  f: MarketFilters,
): T[] {
  const listed = listedSeries(all, kind, f);
  const chosen = listed.filter((s) => f.series.includes(s.uid));
  return chosen.length ? chosen : defaults(listed, kind, f);
}

/** The metros that have a series, within the chosen region, by label. */
export function metroOptions(all: readonly SeriesInfo[], region: MarketRegion | null) {
  const seen = new Map<string, string>();
  for (const s of all) {
    if (s.metro && (!region || s.region === region)) seen.set(s.metro, s.metro_label ?? s.metro);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export function buildingTypeOptions(all: readonly SeriesInfo[]): string[] {
  return [...new Set(all.flatMap((s) => (s.building_type ? [s.building_type] : [])))].sort();
}

/** "2024-03-01" → a month number for charts (year × 12 + month − 1), and back to words. */
export const monthNumber = (period: string) =>
  Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const monthShort = (n: number) =>
  `${names[((n % 12) + 12) % 12]} ’${String(Math.floor(n / 12)).slice(2)}`;
export const monthText = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;

/** Month ticks on round steps (every 1, 3, 6 or 12 months, or whole years apart), at most `count`. */
export function monthTicks(months: readonly number[], count: number): number[] {
  if (months.length === 0) return [];
  const [first, last] = [months[0]!, months.at(-1)!];
  const step = [1, 3, 6, 12, 24, 36, 60].find((s) => Math.floor((last - first) / s) + 1 <= count) ?? 120;
  return months.filter((m) => m % step === 0);
}
