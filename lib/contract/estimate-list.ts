// The estimate list's query: search, repeatable filters (also comma-separated: `?status=draft,final`), the
// updated-since date and the sort, on the one list scheme (limit, cursor, count). The cursor is an offset.
import { z } from "zod";
import { type EstimateStatus, estimateStatuses } from "./estimate-words";
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

// The query as the browser builds it: ./estimate-list-params.ts (no zod).
