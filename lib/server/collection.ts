/** The collection shape of spec §3 / DESIGN.md: ids in order plus a map keyed by uid. */
export function collection<T extends { uid: string }>(
  items: T[],
  total = items.length,
  nextCursor: string | null = null,
) {
  return {
    query: items.map((i) => i.uid),
    content: Object.fromEntries(items.map((i) => [i.uid, i])) as Record<string, T>,
    total,
    next_cursor: nextCursor,
  };
}
