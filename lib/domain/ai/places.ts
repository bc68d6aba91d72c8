// Places as people say them: the sample metros (by city name and common nicknames) and the states (by name,
// or by an upper-case USPS code). Metros first, so "Kansas City" is the metro and not the state of Kansas.
import { metros } from "@/lib/domain/geo/zip-centroids";
import { blank } from "./building-types";

export type Place =
  | { kind: "metro"; key: string; label: string }
  | { kind: "state"; key: string; label: string };

const stateNames: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York State",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington State",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

const nicknames: Record<string, string[]> = {
  "new-york-ny": ["new york city", "nyc", "manhattan"],
  "san-francisco-ca": ["bay area"],
  "los-angeles-ca": ["l\\.a\\.", "la metro"],
  "washington-dc": ["washington,? d\\.?c\\.?", "d\\.c\\.", "dc"],
  "minneapolis-mn": ["twin cities", "minneapolis[- ]st\\.? paul"],
  "philadelphia-pa": ["philly"],
  "salt-lake-city-ut": ["slc", "salt lake"],
  "kansas-city-mo": ["kc"],
  "st-louis-mo": ["saint louis", "st louis"],
  "dallas-tx": ["dfw", "dallas[- ]fort worth"],
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Pattern = { place: Place; re: RegExp; caseSensitive?: boolean };

const metroPatterns: Pattern[] = metros.flatMap((m) => {
  const city = m.label.split(",")[0]!.toLowerCase();
  // "Washington" alone is the state; the metro needs "DC".
  const own = m.key === "washington-dc" ? [] : [`${escapeRe(city)}(?:,? ${m.state.toLowerCase()})?`];
  const names = [...(nicknames[m.key] ?? []), ...own];
  const place: Place = { kind: "metro", key: m.key, label: m.label };
  return names.map((n) => ({ place, re: new RegExp(`\\b(?:${n})(?![\\w-])`, "g") }));
});
// Longest names first ("Salt Lake City" before "Salt Lake"; "Kansas City" before "Kansas").
metroPatterns.sort((a, b) => b.re.source.length - a.re.source.length);

const statePatterns: Pattern[] = Object.entries(stateNames).flatMap(([code, name]) => {
  const place: Place = { kind: "state", key: code, label: name.replace(/ State$/, "") };
  const byName = name.toLowerCase().replace(/ state$/, "(?: state)?");
  const out: Pattern[] = [{ place, re: new RegExp(`\\b${byName}\\b`, "g") }];
  // Codes only in capitals, and not the ones that are also English words.
  if (!["IN", "OR", "ME", "OK", "HI", "AS", "DE", "ID", "LA", "PA", "MA", "AL", "CO"].includes(code)) {
    out.push({ place, re: new RegExp(`\\b${code}\\b`, "g"), caseSensitive: true });
  } else if (code === "CO" || code === "PA" || code === "MA" || code === "LA") {
    // Common enough to accept after a comma or "in": "Boulder, CO", "in PA".
    out.push({ place, re: new RegExp(`(?:,\\s*|\\bin\\s+)${code}\\b`, "g"), caseSensitive: true });
  }
  return out;
});

export type FoundPlace = Place & { text: string; index: number };

/**
 * Every place named in the question. `lower` is the question in lower case with earlier matches blanked;
 * `original` keeps its case for state codes. Returns the places in order and `lower` without them.
 */
export function findPlaces(lower: string, original: string): { found: FoundPlace[]; rest: string } {
  let rest = lower;
  let orig = original;
  const found: FoundPlace[] = [];
  for (const { place, re, caseSensitive } of [...metroPatterns, ...statePatterns]) {
    re.lastIndex = 0;
    for (const m of (caseSensitive ? orig : rest).matchAll(re)) {
      if (rest.slice(m.index, m.index + m[0].length).trim() === "") continue;
      found.push({ ...place, text: m[0], index: m.index });
      rest = blank(rest, m.index, m[0].length);
      orig = blank(orig, m.index, m[0].length);
    }
  }
  found.sort((a, b) => a.index - b.index);
  return { found: found.filter((f, i) => found.findIndex((g) => g.key === f.key) === i), rest };
}
