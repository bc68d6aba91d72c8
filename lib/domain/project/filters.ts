// The record-list filters of the project database: their names, defaults and messages, and the way back to a
// query string. The schema that reads them is lib/contract/record-filters.ts (the list, stats, points and
// export endpoints and the list page's URL); `filtersToSearchParams` is its inverse, so
// parse(toParams(parse(url))) equals parse(url).

import { type RecordMetric, recordMetrics } from "./types";

export const recordStages = ["conceptual", "bid", "gmp", "final"] as const;
export type RecordStage = (typeof recordStages)[number];
export const recordStageLabels: Record<RecordStage, string> = {
  conceptual: "Conceptual estimate",
  bid: "Bid",
  gmp: "GMP",
  final: "Final cost",
};

/** What the record filters take: the stages records are entered in, and "estimate" for published estimates. */
export const filterStages = [...recordStages, "estimate"] as const;
export type FilterStage = (typeof filterStages)[number];
export const filterStageLabels: Record<FilterStage, string> = {
  ...recordStageLabels,
  estimate: "Published estimate",
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
  /** Empty: every stage but "estimate" (published estimates are not costs yet and stay out of statistics). */
  stage: FilterStage[];
  tag: string[];
  sort: RecordSort;
  limit: number;
  cursor?: string;
  /** Count the total on a cursor page too (the list scheme's `?count=1`). */
  count?: boolean;
  /** Normalisation targets. */
  target_date?: string;
  /** A location-index key: a metro ("houston-tx"), a state ("TX") or "national". */
  target_location?: string;
  /**
   * The metric costs are per (units, beds, keys …); absent = GSF. The cost_per_gsf sort and the statistics
   * then use total ÷ that metric over the records that have it (the others sort last and are left out).
   */
  per?: RecordMetric;
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

/** Every filter of the panel cleared (the search and the sort are not the panel's). */
export const noFilters: Partial<RecordFilters> = {
  building_type: [],
  state: [],
  metro: [],
  near_lat: undefined,
  near_lng: undefined,
  radius_mi: undefined,
  from: undefined,
  to: undefined,
  gsf_min: undefined,
  gsf_max: undefined,
  cpg_min_cents: undefined,
  cpg_max_cents: undefined,
  stage: [],
  tag: [],
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
  stage: `Must be one of ${filterStages.join(", ")}`,
  sort: `Must be one of ${recordSortKeys.join(", ")} (prefix - for descending)`,
  limit: `Must be a whole number from 1 to ${maxRecordLimit}`,
  per: `Must be one of ${recordMetrics.join(", ")}`,
  uid: "Must be a building type id",
  state: "Must be a two-letter state code",
  text: (max: number) => `Must be at most ${max} characters`,
} as const;

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
  if (filters.count) put("count", 1);
  put("target_date", filters.target_date);
  put("target_location", filters.target_location);
  if (filters.per !== "gsf") put("per", filters.per);
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
