// The record filters as the query string carries them, for the record list, stats, map points and export and
// for the list page's own URL. The URL speaks dollars for $/GSF (`cpg_min=250.5`); the parsed filters carry
// integer cents (`cpg_min_cents: 25050`). Repeatable keys (`stage=bid&stage=final`) are `queryList`s.
// `filtersToSearchParams` (lib/domain/project/filters.ts) is the inverse: parse(toParams(parse(url))) equals
// parse(url).
import { z } from "zod";
import { dollarsParamToCents } from "@/lib/domain/project/filter-cents";
import {
  defaultRecordLimit,
  defaultRecordSort,
  emptyRecordFilters,
  filterMessages,
  filterStages,
  maxRecordLimit,
  type RecordFilters,
  type RecordSort,
  recordSortKeys,
  repeatableFilterParams,
} from "@/lib/domain/project/filters";
import { recordMetrics } from "@/lib/domain/project/types";
import { parseIsoDate } from "@/lib/domain/reference/periods";
import { listQuery } from "./list";
import { queryList } from "./operation";

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

const sortValues: readonly RecordSort[] = [...recordSortKeys, ...recordSortKeys.map((k) => `-${k}` as const)];

const uidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A repeatable key: blanks dropped, each value checked, duplicates removed. A bad value is reported under the
 * key itself (`stage`, not `stage.1`), which is what a form field or a page URL can show.
 */
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  queryList(z.string())
    .optional()
    .transform((values, ctx) => {
      const out: z.output<T>[] = [];
      for (const raw of values ?? []) {
        const value = raw.trim();
        if (value === "") continue;
        const parsed = item.safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
          return z.NEVER;
        }
        out.push(parsed.data as z.output<T>);
      }
      return [...new Set(out)];
    });

const filterFields = {
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
  cpg_min: dollarsParamToCents(filterMessages.cents),
  cpg_max: dollarsParamToCents(filterMessages.cents),
  stage: list(z.enum(filterStages, { error: filterMessages.stage })),
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
  target_date: isoDate,
  target_location: text(100),
  per: z.preprocess(
    blankToUndefined,
    z
      .enum(recordMetrics, { error: filterMessages.per })
      .optional()
      .describe(
        "The metric costs are per (default gsf): the cost_per_gsf sort and the statistics use total ÷ it",
      ),
  ),
};

type FilterValues = z.output<z.ZodObject<typeof filterFields>>;
type PageValues = { limit?: number; cursor?: string; count?: boolean };

function crossChecks(v: FilterValues, ctx: z.RefinementCtx) {
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
}

function toFilters(v: FilterValues & PageValues): RecordFilters {
  const out: RecordFilters = {
    building_type: v.building_type,
    state: v.state,
    metro: v.metro,
    stage: v.stage,
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
    cursor: v.cursor || undefined,
    count: v.count || undefined,
    target_date: v.target_date,
    target_location: v.target_location,
    per: v.per === "gsf" ? undefined : v.per,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** Stats and map points: the filters alone (a page of them means nothing there). */
export const recordFiltersQuery = z.object(filterFields).superRefine(crossChecks).transform(toFilters);

// The map's viewport and zoom: what the client's camera shows, in degrees and web-mercator zoom levels.
const mapMessages = {
  bbox: "Must be west,south,east,north in degrees (longitudes −180 to 180, latitudes −90 to 90, south ≤ north)",
  zoom: "Must be a whole zoom level from 0 to 22",
};

const bbox = z.string({ error: mapMessages.bbox }).transform((v, ctx) => {
  const parts = v.split(",").map((s) => (s.trim() === "" ? Number.NaN : Number(s)));
  const [west, south, east, north] = parts as [number, number, number, number];
  const ok =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    [west, east].every((x) => x >= -180 && x <= 180) &&
    [south, north].every((y) => y >= -90 && y <= 90) &&
    south <= north;
  if (!ok) {
    ctx.addIssue({ code: "custom", message: mapMessages.bbox });
    return z.NEVER;
  }
  return [west, south, east, north] as [number, number, number, number];
});

const zoom = z.string({ error: mapMessages.zoom }).transform((v, ctx) => {
  const n = v.trim() === "" ? Number.NaN : Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 22) {
    ctx.addIssue({ code: "custom", message: mapMessages.zoom });
    return z.NEVER;
  }
  return n;
});

/**
 * The map: the filters with `bbox=west,south,east,north` (west > east crosses the antimeridian) and `zoom`.
 */
export const recordMapQuery = z
  .object({ ...filterFields, bbox: bbox.describe("west,south,east,north in degrees"), zoom })
  .superRefine(crossChecks)
  .transform((v) => ({ filters: toFilters(v), bbox: v.bbox, zoom: v.zoom }));

const paging = listQuery(maxRecordLimit, defaultRecordLimit).shape;

/** The record list: the filters with the list scheme's `limit`, `cursor` and `count`. */
export const listRecordsQuery = z
  .object({
    ...filterFields,
    limit: z.preprocess(blankToUndefined, paging.limit),
    cursor: z.preprocess(blankToUndefined, paging.cursor),
    count: paging.count,
  })
  .superRefine(crossChecks)
  .transform(toFilters);

export const exportFormats = ["csv", "xlsx"] as const;

/** The export: the filters, their sort, and the file's format. */
export const exportRecordsQuery = z
  .object({
    ...filterFields,
    format: z.enum(exportFormats, { error: `Must be one of ${exportFormats.join(", ")}` }).default("csv"),
  })
  .superRefine(crossChecks)
  .transform((v) => ({ format: v.format, filters: toFilters(v) }));

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
 * Reads the filters of a page URL (URLSearchParams, or Next's `searchParams` object). Errors are keyed by
 * parameter name with the messages of `filterMessages`.
 */
export function parseRecordFilters(params: Params): ParsedRecordFilters {
  const result = listRecordsQuery.safeParse(rawFilterValues(params));
  if (result.success) return { ok: true, filters: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

function toPairs(raw: Record<string, string | string[]>): [string, string][] {
  return Object.entries(raw).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]],
  );
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
