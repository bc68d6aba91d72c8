// The record-list filters of the project database (issue 5 API contract): one schema shared by the list
// page (its URL), the list, stats, points and export endpoints. The URL speaks dollars for $/GSF
// (`cpg_min=250.5`); the parsed object carries integer cents (`cpg_min_cents: 25050`). Repeatable
// parameters (`stage=bid&stage=final`) become arrays. `filtersToSearchParams` is the inverse, so
// parse(toParams(parse(url))) equals parse(url).
import { z } from "zod";
import { parseIsoDate } from "@/lib/domain/reference/periods";
import { dollarsParamToCents } from "./filter-cents";

export const recordStages = ["conceptual", "bid", "gmp", "final"] as const;
export type RecordStage = (typeof recordStages)[number];
export const recordStageLabels: Record<RecordStage, string> = {
  conceptual: "Conceptual estimate",
  bid: "Bid",
  gmp: "GMP",
  final: "Final cost",
};

export const recordSortKeys = [
  "cost_basis_date",
  "total",
  "cost_per_gsf",
  "gsf",
  "project_name",
  "updated_at",
] as const;
export type RecordSortKey = (typeof recordSortKeys)[number];
/** A sort key, `-` in front for descending. */
export type RecordSort = RecordSortKey | `-${RecordSortKey}`;
export const defaultRecordSort: RecordSort = "-cost_basis_date";
export const defaultRecordLimit = 50;
export const maxRecordLimit = 200;

/** Parameters that may repeat in the URL. */
export const repeatableFilterParams = ["building_type", "state", "metro", "stage", "tag"] as const;

export type RecordFilters = {
  /** Project name / number / client / city. */
  q?: string;
  /** Building type uids; a category uid includes its types. */
  building_type: string[];
  /** USPS codes, upper case. */
  state: string[];
  /** Location-index keys of metros ("houston-tx"). */
  metro: string[];
  near_lat?: number;
  near_lng?: number;
  radius_mi?: number;
  /** Cost basis date range, inclusive, YYYY-MM-DD. */
  from?: string;
  to?: string;
  gsf_min?: number;
  gsf_max?: number;
  /** $/GSF range in integer cents (the URL's `cpg_min` / `cpg_max` are dollars). */
  cpg_min_cents?: number;
  cpg_max_cents?: number;
  stage: RecordStage[];
  tag: string[];
  sort: RecordSort;
  limit: number;
  cursor?: string;
  /** Normalisation targets. */
  target_date?: string;
  /** A location-index key: a metro ("houston-tx"), a state ("TX") or "national". */
  target_location?: string;
};

export const emptyRecordFilters: RecordFilters = {
  building_type: [],
  state: [],
  metro: [],
  stage: [],
  tag: [],
  sort: defaultRecordSort,
  limit: defaultRecordLimit,
};

export const filterMessages = {
  date: "Must be a date (YYYY-MM-DD)",
  to: "Must be on or after the from date",
  latitude: "Must be a latitude between -90 and 90",
  longitude: "Must be a longitude between -180 and 180",
  radius: "Must be a distance in miles greater than 0 and at most 5000",
  near: "Give near_lat, near_lng and radius_mi together",
  nonNegative: "Must be a number of at least 0",
  gsfMax: "Must be at least gsf_min",
  cpgMax: "Must be at least cpg_min",
  cents: "Must be an amount in dollars with at most 2 decimals",
  stage: `Must be one of ${recordStages.join(", ")}`,
  sort: `Must be one of ${recordSortKeys.join(", ")} (prefix - for descending)`,
  limit: `Must be a whole number from 1 to ${maxRecordLimit}`,
  uid: "Must be a building type id",
  state: "Must be a two-letter state code",
  text: (max: number) => `Must be at most ${max} characters`,
} as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const text = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, filterMessages.text(max)).optional());

const number = (message: string, check: (n: number) => boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const n = Number(v.trim());
        if (!Number.isFinite(n) || !check(n)) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return n;
      }),
  );

const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null), {
      message: filterMessages.date,
    }),
);

const dollarsToCents = dollarsParamToCents(filterMessages.cents);

const sortValues: readonly RecordSort[] = [...recordSortKeys, ...recordSortKeys.map((k) => `-${k}` as const)];

const uidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .array(z.string())
    .default([])
    .transform((values) => values.map((v) => v.trim()).filter((v) => v !== ""))
    .pipe(z.array(item))
    .transform((values) => [...new Set(values as z.output<T>[])]);

/**
 * The schema over the raw URL values (repeatable keys as string arrays, the others as strings).
 * Use `parseRecordFilters` with a URLSearchParams; this is exported for routes that already hold an object.
 */
export const recordFiltersSchema = z
  .object({
    q: text(200),
    building_type: list(
      z
        .string()
        .regex(uidPattern, filterMessages.uid)
        .transform((v) => v.toLowerCase()),
    ),
    state: list(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, filterMessages.state)
        .transform((v) => v.toUpperCase()),
    ),
    metro: list(
      z
        .string()
        .max(100, filterMessages.text(100))
        .transform((v) => v.toLowerCase()),
    ),
    near_lat: number(filterMessages.latitude, (n) => n >= -90 && n <= 90),
    near_lng: number(filterMessages.longitude, (n) => n >= -180 && n <= 180),
    radius_mi: number(filterMessages.radius, (n) => n > 0 && n <= 5000),
    from: isoDate,
    to: isoDate,
    gsf_min: number(filterMessages.nonNegative, (n) => n >= 0),
    gsf_max: number(filterMessages.nonNegative, (n) => n >= 0),
    cpg_min: dollarsToCents,
    cpg_max: dollarsToCents,
    stage: list(z.enum(recordStages, { error: filterMessages.stage })),
    tag: list(z.string().max(100, filterMessages.text(100))),
    sort: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .optional()
        .refine((v) => v === undefined || (sortValues as readonly string[]).includes(v), {
          message: filterMessages.sort,
        })
        .transform((v) => (v ?? defaultRecordSort) as RecordSort),
    ),
    limit: number(filterMessages.limit, (n) => Number.isInteger(n) && n >= 1 && n <= maxRecordLimit),
    cursor: text(500),
    target_date: isoDate,
    target_location: text(100),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: filterMessages.to });
    if (v.gsf_min !== undefined && v.gsf_max !== undefined && v.gsf_max < v.gsf_min) {
      ctx.addIssue({ code: "custom", path: ["gsf_max"], message: filterMessages.gsfMax });
    }
    if (v.cpg_min !== undefined && v.cpg_max !== undefined && v.cpg_max < v.cpg_min) {
      ctx.addIssue({ code: "custom", path: ["cpg_max"], message: filterMessages.cpgMax });
    }
    const near = [v.near_lat, v.near_lng, v.radius_mi].filter((x) => x !== undefined).length;
    if (near > 0 && near < 3) {
      const missing =
        v.near_lat === undefined ? "near_lat" : v.near_lng === undefined ? "near_lng" : "radius_mi";
      ctx.addIssue({ code: "custom", path: [missing], message: filterMessages.near });
    }
  })
  .transform((v): RecordFilters => {
    const out: RecordFilters = {
      building_type: v.building_type,
      state: v.state,
      metro: v.metro,
      stage: v.stage as RecordStage[],
      tag: v.tag,
      sort: v.sort,
      limit: v.limit ?? defaultRecordLimit,
    };
    const optional = {
      q: v.q,
      near_lat: v.near_lat,
      near_lng: v.near_lng,
      radius_mi: v.radius_mi,
      from: v.from,
      to: v.to,
      gsf_min: v.gsf_min,
      gsf_max: v.gsf_max,
      cpg_min_cents: v.cpg_min,
      cpg_max_cents: v.cpg_max,
      cursor: v.cursor,
      target_date: v.target_date,
      target_location: v.target_location,
    };
    for (const [key, value] of Object.entries(optional)) {
      if (value !== undefined) (out as Record<string, unknown>)[key] = value;
    }
    return out;
  });

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** URL values → the raw object the schema reads (repeatable keys as arrays, the rest as their first value). */
export function rawFilterValues(params: Params): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const repeatable = repeatableFilterParams as readonly string[];
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([k, v]) =>
          v === undefined ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]],
        );
  for (const [key, value] of entries) {
    if (repeatable.includes(key)) {
      const prior = out[key];
      out[key] = Array.isArray(prior) ? [...prior, value] : [value];
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

export type ParsedRecordFilters =
  | { ok: true; filters: RecordFilters }
  | { ok: false; errors: Record<string, string> };

/**
 * Reads the filters from a query string (URLSearchParams, or Next's `searchParams` object). Errors are keyed
 * by parameter name (`stage`, not `stage.1`) with the messages of `filterMessages`.
 */
export function parseRecordFilters(params: Params): ParsedRecordFilters {
  const result = recordFiltersSchema.safeParse(rawFilterValues(params));
  if (result.success) return { ok: true, filters: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Lenient reading for a page URL: a parameter that does not parse is dropped (and reported), the others kept,
 * so a hand-edited URL still shows a list.
 */
export function readRecordFilters(params: Params): {
  filters: RecordFilters;
  errors: Record<string, string>;
} {
  const raw = rawFilterValues(params);
  const first = parseRecordFilters(new URLSearchParams(toPairs(raw)));
  if (first.ok) return { filters: first.filters, errors: {} };
  const cleaned = { ...raw };
  for (const key of Object.keys(first.errors)) delete cleaned[key];
  // Cross-field errors (near_*, ranges) drop the named key; one more pass settles the remaining pair.
  const second = parseRecordFilters(new URLSearchParams(toPairs(cleaned)));
  if (second.ok) return { filters: second.filters, errors: first.errors };
  for (const key of Object.keys(second.errors)) delete cleaned[key];
  for (const key of ["near_lat", "near_lng", "radius_mi"]) delete cleaned[key];
  const third = parseRecordFilters(new URLSearchParams(toPairs(cleaned)));
  return {
    filters: third.ok ? third.filters : { ...emptyRecordFilters },
    errors: { ...first.errors, ...second.errors },
  };
}

function toPairs(raw: Record<string, string | string[]>): [string, string][] {
  return Object.entries(raw).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]],
  );
}

/** Cents → the dollars the URL carries: 25050 → "250.5", 25000 → "250", 5 → "0.05". */
export function centsToDollarParam(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const frac = Math.abs(cents % 100);
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
}

type FilterOptions = {
  /** Leave out `cursor` (a new filter starts at the first page). Default false. */
  omitCursor?: boolean;
  /** Leave out `sort`/`limit` when they are the defaults (shorter page URLs). Default true. */
  omitDefaults?: boolean;
};

/**
 * The filters as a query string, in a stable order; empty values and (by default) default sort/limit are
 * left out. Partial input is accepted so a page can build a URL from the fields it changed.
 */
export function filtersToSearchParams(
  filters: Partial<RecordFilters>,
  options: FilterOptions = {},
): URLSearchParams {
  const { omitCursor = false, omitDefaults = true } = options;
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === "") return;
    params.append(key, String(value));
  };
  put("q", filters.q);
  for (const v of filters.building_type ?? []) put("building_type", v);
  for (const v of filters.state ?? []) put("state", v);
  for (const v of filters.metro ?? []) put("metro", v);
  put("near_lat", filters.near_lat);
  put("near_lng", filters.near_lng);
  put("radius_mi", filters.radius_mi);
  put("from", filters.from);
  put("to", filters.to);
  put("gsf_min", filters.gsf_min);
  put("gsf_max", filters.gsf_max);
  if (filters.cpg_min_cents !== undefined) put("cpg_min", centsToDollarParam(filters.cpg_min_cents));
  if (filters.cpg_max_cents !== undefined) put("cpg_max", centsToDollarParam(filters.cpg_max_cents));
  for (const v of filters.stage ?? []) put("stage", v);
  for (const v of filters.tag ?? []) put("tag", v);
  if (filters.sort && !(omitDefaults && filters.sort === defaultRecordSort)) put("sort", filters.sort);
  if (filters.limit !== undefined && !(omitDefaults && filters.limit === defaultRecordLimit)) {
    put("limit", filters.limit);
  }
  if (!omitCursor) put("cursor", filters.cursor);
  put("target_date", filters.target_date);
  put("target_location", filters.target_location);
  return params;
}

/** True when any narrowing filter is set (not sort, limit, cursor or normalisation targets). */
export function hasActiveFilters(filters: Partial<RecordFilters>): boolean {
  return Boolean(
    filters.q ||
      filters.building_type?.length ||
      filters.state?.length ||
      filters.metro?.length ||
      filters.radius_mi !== undefined ||
      filters.from ||
      filters.to ||
      filters.gsf_min !== undefined ||
      filters.gsf_max !== undefined ||
      filters.cpg_min_cents !== undefined ||
      filters.cpg_max_cents !== undefined ||
      filters.stage?.length ||
      filters.tag?.length,
  );
}

/** Splits a sort into its key and direction. */
export function parseSort(sort: RecordSort): { key: RecordSortKey; descending: boolean } {
  return sort.startsWith("-")
    ? { key: sort.slice(1) as RecordSortKey, descending: true }
    : { key: sort as RecordSortKey, descending: false };
}
