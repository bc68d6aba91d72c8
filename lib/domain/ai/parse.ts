// The built-in analyst's reading of a question: which kind it is and its parts (building types, places, a
// date range, the metric, normalisation targets, amounts, record or estimate references). Pure rules, no I/O;
// lib/server/ai/analyst turns a parsed question into tool calls.
import { type Found, findBuildingTypes } from "./building-types";
import { type DateRange, findDateRange, parsePoint, pointRe } from "./dates";
import { type FoundPlace, findPlaces, type Place } from "./places";

export const metrics = ["gsf", "units", "beds", "keys", "seats", "stalls"] as const;
export type Metric = (typeof metrics)[number];
export const metricLabels: Record<Metric, string> = {
  gsf: "GSF",
  units: "unit",
  beds: "bed",
  keys: "key",
  seats: "seat",
  stalls: "stall",
};

const metricPatterns: [Metric, RegExp][] = [
  ["units", /\b(?:per|a|\/|each)\s*(?:dwelling\s+)?(?:units?|apartments?|doors?)\b|\$\/unit\b/],
  ["beds", /\b(?:per|a|\/|each)\s*beds?\b|\$\/bed\b/],
  ["keys", /\b(?:per|a|\/|each)\s*(?:keys?|rooms?|guest ?rooms?)\b|\$\/key\b/],
  ["seats", /\b(?:per|a|\/|each)\s*(?:seats?|students?)\b|\$\/seat\b/],
  ["stalls", /\b(?:per|a|\/|each)\s*(?:stalls?|(?:parking )?spaces?)\b|\$\/stall\b/],
  [
    "gsf",
    /\b(?:per|a|\/)\s*(?:gsf|sf|sq\.? ?ft|square (?:foot|feet)|gross square (?:foot|feet))\b|\bpsf\b|\$\/gsf\b|\$\/sf\b/,
  ],
];

export type Targets = {
  date?: string;
  today?: boolean;
  place?: Place | { kind: "national"; key: "national"; label: string };
};

export type Filters = { types: Found[]; places: FoundPlace[]; range: DateRange | null };

export type ParsedQuestion =
  | ({ kind: "statistics"; metric: Metric; targets: Targets } & Filters)
  | ({ kind: "compare-groups"; metric: Metric; targets: Targets; by: "place" | "type" } & Filters)
  | { kind: "compare-records"; refs: string[] }
  | { kind: "divisions"; ref: string | null; filters: Filters }
  | ({ kind: "search"; metric: Metric } & Filters)
  | { kind: "estimate"; ref: string; focus: "summary" | "divisions" | "markups" }
  | { kind: "market"; words: string[]; place: Place | null; range: DateRange | null }
  | { kind: "escalate"; amountCents: number; from: EscalatePoint; to: EscalatePoint }
  | { kind: "unknown"; reason: string };

export type EscalatePoint = { date: string | null; place: Place | null; text: string };

/** Project and estimate numbers: letters, a dash and 3+ digits ("AB-2021-014", "E-2025-008", "P-000123"; not "K-12"). */
const recordNumberRe = /\b[a-z]{1,4}-\d{3,6}(?:-\d{2,4})?\b/gi;

const amountRe = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|mm|b|bn|million|thousand|billion)?\b/i;

/** "$2.5M" → 250000000 cents. */
export function parseAmount(text: string): number | null {
  const m = amountRe.exec(text);
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  const unit = (m[2] ?? "").toLowerCase();
  const scale =
    unit === "k" || unit === "thousand"
      ? 1e3
      : unit === "m" || unit === "mm" || unit === "million"
        ? 1e6
        : unit === "b" || unit === "bn" || unit === "billion"
          ? 1e9
          : 1;
  return Math.round(n * scale * 100);
}

function findMetric(lower: string): Metric | null {
  for (const [metric, re] of metricPatterns) if (re.test(lower)) return metric;
  return null;
}

const todayRe =
  /\b(?:in )?(?:today'?s|current) (?:dollars|prices|costs|terms)\b|\b(?:adjusted|escalated|normali[sz]ed|brought|moved) (?:up )?to (?:today|now|the present)\b/;
const toDateRe = new RegExp(
  `\\b(?:(?:adjusted|escalated|normali[sz]ed|brought|moved) to|in) (${pointRe}) (?:dollars|prices|terms)\\b|\\b(?:adjusted|escalated|normali[sz]ed|brought|moved) to (${pointRe})\\b`,
);
/** A place named as the target of normalisation: "normalised to Denver", "in Denver terms". */
const placeTargetBefore =
  /(?:normali[sz]ed|adjusted|moved|relocated|priced|located|equivalent|translated)\s+(?:to|for|in|into)\s+$/;
const placeTargetAfter = /^\s*(?:terms|prices|dollars|equivalent)\b/;

function findTargets(
  lower: string,
  now: Date,
  places: FoundPlace[],
): { targets: Targets; filterPlaces: FoundPlace[] } {
  const targets: Targets = {};
  if (todayRe.test(lower)) targets.today = true;
  const m = toDateRe.exec(lower);
  if (m) {
    const point = parsePoint((m[1] ?? m[2])!, now);
    if (point) {
      if ((m[1] ?? m[2]) === "today" || (m[1] ?? m[2]) === "now") targets.today = true;
      else targets.date = point.start;
    }
  }
  if (/\bnational(?:ly)? (?:average|terms|basis)\b|\bnormali[sz]ed (?:to )?(?:the )?national\b/.test(lower)) {
    targets.place = { kind: "national", key: "national", label: "National average" };
  }
  const filterPlaces: FoundPlace[] = [];
  for (const p of places) {
    const before = lower.slice(Math.max(0, p.index - 40), p.index);
    const after = lower.slice(p.index + p.text.length, p.index + p.text.length + 20);
    if (placeTargetBefore.test(before) || placeTargetAfter.test(after)) targets.place = p;
    else filterPlaces.push(p);
  }
  return { targets, filterPlaces };
}

function escalatePoint(text: string, now: Date): EscalatePoint {
  const lower = text.toLowerCase();
  const { found } = findPlaces(lower, text);
  const dm = new RegExp(pointRe).exec(lower);
  const point = dm ? parsePoint(dm[0], now) : null;
  return { date: point?.start ?? null, place: found[0] ?? null, text: text.trim() };
}

function parseEscalate(question: string, lower: string, now: Date): ParsedQuestion | null {
  const amountCents = parseAmount(question);
  if (amountCents === null) return null;
  // "$X from A to B" (A, B: a date, a place or both).
  const m = /\bfrom\s+(.+?)\s+(?:to|into|until)\s+(.+?)\s*[?.!]*$/i.exec(question.replace(amountRe, " "));
  if (m)
    return { kind: "escalate", amountCents, from: escalatePoint(m[1]!, now), to: escalatePoint(m[2]!, now) };
  // "$X in Houston … in Boston": places only.
  const { found: places } = findPlaces(lower, question);
  if (places.length >= 2 && !new RegExp(pointRe).test(lower.replace(amountRe, " "))) {
    const [a, b] = places;
    return {
      kind: "escalate",
      amountCents,
      from: { date: null, place: a!, text: a!.label },
      to: { date: null, place: b!, text: b!.label },
    };
  }
  // "$X in 2019 … today / in 2025 dollars".
  const points = [...lower.matchAll(new RegExp(pointRe, "g"))].map((p) => p[0]);
  if (points.length >= 2) {
    const [a, b] = points;
    return {
      kind: "escalate",
      amountCents,
      from: escalatePoint(a!, now),
      to: escalatePoint(b!, now),
    };
  }
  return null;
}

const stopWords = new Set(
  "a an the of for on in to me show give what whats what's is are was were our we did do does tell about estimate estimates summary summarise summarize summarize total totals markup markups division divisions breakdown break down by and with how much cost costs please its it's".split(
    " ",
  ),
);

const refWords = (lower: string) =>
  lower
    .replace(/[^a-z0-9\s'-]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !stopWords.has(w))
    .join(" ");

/** Reads a question; `now` is "today" for relative dates. */
export function parseQuestion(question: string, now: Date = new Date()): ParsedQuestion {
  const text = question.trim().slice(0, 2000);
  const lower = text.toLowerCase();
  if (!/[a-z]/.test(lower)) return { kind: "unknown", reason: "empty" };

  if (
    /\b(?:escalate|escalation|inflate|adjust|move|bring|worth|what would)\b/.test(lower) &&
    amountRe.test(text)
  ) {
    const parsed = parseEscalate(text, lower, now);
    if (parsed) return parsed;
  }

  const numbers = [...text.matchAll(recordNumberRe)].map((m) => m[0].toUpperCase());
  const isEstimate = /\bestimates?\b/.test(lower) && !/\bpublished estimates?\b/.test(lower);
  if (isEstimate) {
    const focus = /\bmarkups?\b|\bfees?\b|\bcontingency\b|\boverhead\b/.test(lower)
      ? "markups"
      : /\bdivisions?\b|\bbreakdown\b|\bbreak down\b/.test(lower)
        ? "divisions"
        : "summary";
    const quoted = /["“']([^"”']{2,80})["”']/.exec(text)?.[1];
    return { kind: "estimate", ref: numbers[0] ?? quoted ?? refWords(lower), focus };
  }

  const { found: types, rest: afterTypes } = findBuildingTypes(lower);
  const { found: allPlaces, rest: afterPlaces } = findPlaces(afterTypes, text);
  const { targets, filterPlaces: places } = findTargets(lower, now, allPlaces);
  // "in 2025 dollars" is a target, not a date filter.
  const withoutTargets = afterPlaces.replace(toDateRe, " ").replace(todayRe, " ");
  const { range } = findDateRange(withoutTargets, now);
  const filters: Filters = { types, places, range };
  const metric = findMetric(lower);

  if (/\bcompare\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bdifference between\b/.test(lower)) {
    if (numbers.length >= 2) return { kind: "compare-records", refs: numbers };
    if (places.length >= 2)
      return { kind: "compare-groups", by: "place", metric: metric ?? "gsf", targets, ...filters };
    if (types.length >= 2)
      return { kind: "compare-groups", by: "type", metric: metric ?? "gsf", targets, ...filters };
    return {
      kind: "unknown",
      reason: "To compare, name two places, two building types or two project numbers (like AB-2021-014).",
    };
  }

  if (
    /\bdivisions?\b|\bbreakdown\b|\bbreak(?:s)? down\b|\btrades?\b|\bcost split\b|\bsplit by\b/.test(lower)
  ) {
    const quoted = /["“]([^"”]{2,80})["”]/.exec(text)?.[1];
    return { kind: "divisions", ref: numbers[0] ?? quoted ?? null, filters };
  }

  const marketWords =
    /\bmarket\b|\bmaterial prices?\b|\bprices? of\b|\blumber\b|\brebar\b|\bsteel\b|\bconcrete\b|\bcopper\b|\bdrywall\b|\bdiesel\b|\bpvc\b|\bcost index\b/;
  if (marketWords.test(lower) && metric === null) {
    const words = (
      lower.match(
        /\b(?:lumber|rebar|structural steel|steel|ready-mix concrete|concrete|copper(?: wire)?|drywall|diesel|pvc(?: pipe)?|multifamily|office|national|northeast|south|west)\b/g,
      ) ?? []
    ).map((w) => w);
    const indexAsked = /\bcost index\b|\bindex\b/.test(lower);
    return {
      kind: "market",
      words: indexAsked ? [...words, "construction cost index"] : words,
      place: places[0] ?? null,
      range,
    };
  }

  const costWords =
    /\bpay|paid|cost|price|spend|spent|median|average|typical|benchmark|\$|per\b|psf|how much/;
  const listWords = /\b(?:list|show|find|which|what|any)\b.*\b(?:projects?|records?|jobs)\b|\bhow many\b/;
  if (listWords.test(lower) && !(metric || /\bmedian|average|typical|per\b|psf|\bpay|\bpaid/.test(lower))) {
    if (types.length || places.length || range) return { kind: "search", metric: "gsf", ...filters };
  }
  if (types.length || metric || ((places.length || range) && costWords.test(lower))) {
    return { kind: "statistics", metric: metric ?? "gsf", targets, ...filters };
  }
  return { kind: "unknown", reason: "no building type, place, metric or known request found" };
}

/**
 * A follow-up ("and in Phoenix?", "what about since 2023?", "same for hotels") read against the previous
 * question: the building types, places, dates or metric it names replace the previous question's. Null when the
 * previous question was not about a set of records or the follow-up names none of them.
 */
export function followUp(previous: string, question: string, now: Date = new Date()): ParsedQuestion | null {
  const prev = parseQuestion(previous, now);
  if (prev.kind !== "statistics" && prev.kind !== "search") return null;
  const lower = question.toLowerCase();
  const { found: types, rest } = findBuildingTypes(lower);
  const { found: places, rest: afterPlaces } = findPlaces(rest, question);
  const { range } = findDateRange(afterPlaces, now);
  const metric = findMetric(lower);
  if (!types.length && !places.length && !range && !metric) return null;
  return {
    ...prev,
    ...(types.length ? { types } : {}),
    ...(places.length ? { places } : {}),
    ...(range ? { range } : {}),
    ...(metric && prev.kind === "statistics" ? { metric } : {}),
  };
}

/** Whether a question reads as a follow-up of the one before ("and …", "what about …", "same for …"). */
export const looksLikeFollowUp = (question: string) =>
  /^\s*(?:and|what about|how about|same (?:for|in)|now|also|then)\b/i.test(question);
