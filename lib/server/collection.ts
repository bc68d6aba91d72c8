import { ValidationError } from "./errors";

/**
 * A list page (lib/contract/list.ts): ids in order plus a map keyed by uid. `total` is null on a page that
 * does not count (see countsTotal).
 */
export function collection<T extends { uid: string }>(
  items: T[],
  total: number | null = items.length,
  nextCursor: string | null = null,
) {
  return {
    query: items.map((i) => i.uid),
    content: Object.fromEntries(items.map((i) => [i.uid, i])) as Record<string, T>,
    total,
    next_cursor: nextCursor,
  };
}

/** Escapes LIKE/ILIKE wildcards (`%`, `_`) and the escape character itself, for a pattern built around `text`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An offset cursor (a list whose cursor is the position of the next page); none is the first page. */
export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  if (!/^\d{1,9}$/.test(cursor)) {
    throw new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
  }
  return Number(cursor);
}
