// The AI assistant's chat history as the sidebar shows it: the caller's conversations (the list answer) in the
// groups of the by-date answer. Pure, tested in tests/unit/ai-answer-stream.test.ts.

type ByDate = { today: string[]; yesterday: string[]; last7Days: string[]; last30Days: string[] };

const titles: Array<[keyof ByDate, string]> = [
  ["today", "Today"],
  ["yesterday", "Yesterday"],
  ["last7Days", "Last 7 days"],
  ["last30Days", "Last 30 days"],
];

/**
 * Today / Yesterday / Last 7 days / Last 30 days, then Older for listed conversations in none of them; empty
 * groups are left out. Without the by-date answer (loading or failed) the list shows as one group.
 */
export function historyGroups<T extends { uid: string }>(
  list: { query: string[]; content: Record<string, T> } | undefined,
  byDate: ByDate | undefined,
): Array<{ title: string; items: T[] }> {
  if (!list) return [];
  const all = list.query.map((uid) => list.content[uid]).filter((item): item is T => item !== undefined);
  if (!byDate) return all.length > 0 ? [{ title: "Conversations", items: all }] : [];
  const placed = new Set<string>();
  const groups = titles.map(([key, title]) => {
    const items = byDate[key]
      .filter((uid) => !placed.has(uid))
      .map((uid) => list.content[uid])
      .filter((item): item is T => item !== undefined);
    for (const item of items) placed.add(item.uid);
    return { title, items };
  });
  groups.push({ title: "Older", items: all.filter((item) => !placed.has(item.uid)) });
  return groups.filter((group) => group.items.length > 0);
}
