// The one list scheme of the API: cursor pages of `{ query, content, total, next_cursor }`.
// `total` is counted on the first page, or on any page asked with `?count=1`, and is null otherwise: a cursor
// page never recounts the whole company.
import { z } from "zod";

const limitMessage = (max: number) => `Must be a whole number from 1 to ${max}`;

/** `limit`, `cursor` and `count`, for every list's query schema to extend. */
export function listQuery(maxLimit = 200, defaultLimit = 50) {
  return z.object({
    limit: z.coerce
      .number({ error: limitMessage(maxLimit) })
      .int(limitMessage(maxLimit))
      .min(1, limitMessage(maxLimit))
      .max(maxLimit, limitMessage(maxLimit))
      .default(defaultLimit),
    cursor: z.string().max(500, "Must be a cursor from next_cursor").optional(),
    count: z
      .enum(["0", "1", "true", "false"], { error: "Must be 1 or 0" })
      .optional()
      .transform((v) => v === "1" || v === "true"),
  });
}

/** Whether a page counts the total: the first page always, a cursor page only when asked. */
export function countsTotal(query: { cursor?: string; count?: boolean }): boolean {
  return !query.cursor || query.count === true;
}

/** The answer of a list of `item`s. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    query: z.array(z.string()).describe("The uids of this page, in order"),
    content: z.record(z.string(), item).describe("Each item of the page, keyed by uid"),
    total: z
      .number()
      .int()
      .nullable()
      .describe("How many match, on the first page or with `?count=1`; null on other pages"),
    next_cursor: z.string().nullable().describe("Send as `cursor` for the next page; null on the last"),
  });
}

export type ListPage<T> = {
  query: string[];
  content: Record<string, T>;
  total: number | null;
  next_cursor: string | null;
};
