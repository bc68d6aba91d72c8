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
