// The estimate list's query: search, repeatable filters (also comma-separated: `?status=draft,final`), the
// updated-since date and the sort, on the one list scheme (limit, cursor, count). The cursor is an offset.
import { z } from "zod";
import { type EstimateStatus, estimateStatuses } from "./estimate-fields";
import { listQuery } from "./list";
import { queryList } from "./operation";

export const estimateSorts = [
  "name",
  "updated_at",
  "grand_total",
  "cost_per_gsf",
  "status",
  "created_at",
] as const;

const uuidLike = /^[0-9a-f-]{36}$/i;

/** Optional text: trimmed, blank is absent. */
const trimmed = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** A repeatable value that may also list several values separated by commas. */
const commaList = queryList(z.string())
  .optional()
  .transform((v) =>
    (v ?? [])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** A date the database can compare with (Date.parse also reads years far outside what a timestamp holds). */
const isDay = (v: string) => {
  const time = Date.parse(v);
  const year = Number.isNaN(time) ? 0 : new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

const isStatus = (s: string): s is EstimateStatus => (estimateStatuses as readonly string[]).includes(s);

const repeatable = "repeat the key or separate values with commas";

export const estimateListQuery = listQuery(200, 50).extend({
  q: trimmed.describe("Search the name, number, client and location"),
  status: commaList
    .refine((v) => v.every(isStatus), `Must be one of ${estimateStatuses.join(", ")}`)
    .transform((v) => v.filter(isStatus))
    .describe(`Any of ${estimateStatuses.join(", ")}; ${repeatable}`),
  tag: commaList.describe(`Estimates with any of these tags; ${repeatable}`),
  building_type: commaList
    .refine((v) => v.every((b) => uuidLike.test(b)), "Must be an id")
    .transform((v) => v.map((b) => b.toLowerCase()))
    .describe(`Building type uids (a category includes its types); ${repeatable}`),
  updated_from: trimmed
    .refine((v) => v === undefined || isDay(v), "Must be a date (YYYY-MM-DD)")
    .describe("Only estimates changed since this date (YYYY-MM-DD)"),
  sort: trimmed
    .transform((v) => v ?? "-updated_at")
    .refine(
      (v) => (estimateSorts as readonly string[]).includes(v.replace(/^-/, "")),
      `Must be one of ${estimateSorts.join(", ")} (prefix - for descending)`,
    )
    .describe(`One of ${estimateSorts.join(", ")}; prefix - for descending (default -updated_at)`),
  cursor: z
    .string()
    .regex(/^\d{0,15}$/, "Must be a cursor from next_cursor")
    .optional()
    .describe("Send the previous page's next_cursor"),
});
export type EstimateListQueryParsed = z.output<typeof estimateListQuery>;

/** The list query as the browser builds it. */
export interface EstimateListQuery {
  q?: string;
  status?: EstimateStatus[];
  tag?: string[];
  building_type?: string[];
  updated_from?: string;
  sort?: string;
  limit?: number;
  cursor?: string | null;
  /** Count the total on a cursor page too (the first page always counts). */
  count?: boolean;
}

/** The list query as URL search params (repeatable filters repeat). */
export function estimateListParams(query: EstimateListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (query.q?.trim()) p.set("q", query.q.trim());
  for (const s of query.status ?? []) p.append("status", s);
  for (const t of query.tag ?? []) p.append("tag", t);
  for (const b of query.building_type ?? []) p.append("building_type", b);
  if (query.updated_from) p.set("updated_from", query.updated_from);
  if (query.sort) p.set("sort", query.sort);
  if (query.limit) p.set("limit", String(query.limit));
  if (query.cursor) p.set("cursor", query.cursor);
  if (query.count) p.set("count", "1");
  return p;
}
