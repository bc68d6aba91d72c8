// A three-way merge of the estimate's inputs or markups when a save meets a newer version (412): what the
// user changed since the last saved state is re-applied on top of the other person's list; an item both
// changed differently keeps their value, and the user is told. Items are matched by a key (an input's name,
// a markup's uid), so a new item on either side is kept.

export interface ListMerge<T> {
  merged: T[];
  /** Keys where both changed the same item differently: the other person's version was kept. */
  conflicts: string[];
}

/** JSON with sorted keys and no undefined: equal for items that say the same thing. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .filter((k) => v[k] !== undefined)
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

export function mergeList<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  key: (item: T) => string,
  /** What counts for "changed" (e.g. an input without its client-side uid). */
  comparable: (item: T) => unknown = (item) => item,
): ListMerge<T> {
  const byKey = (list: readonly T[]) => new Map(list.map((item) => [key(item), item]));
  const b = byKey(base);
  const m = byKey(mine);
  const t = byKey(theirs);
  const same = (x: T | undefined, y: T | undefined) =>
    x === undefined || y === undefined ? x === y : canonical(comparable(x)) === canonical(comparable(y));

  const conflicts: string[] = [];
  const pick = (k: string): T | undefined => {
    const [bi, mi, ti] = [b.get(k), m.get(k), t.get(k)];
    if (same(mi, bi)) return ti;
    if (same(ti, bi) || same(mi, ti)) return mi;
    conflicts.push(k);
    return ti;
  };

  // Order: theirs, unless only I changed the list's order or membership; then what only the other side added.
  const sequence = (list: readonly T[]) => list.map(key).join("\u0000");
  const theyKeptOrder = sequence(theirs) === sequence(base);
  const first = theyKeptOrder ? mine : theirs;
  const second = first === mine ? theirs : mine;
  const order = [...new Set([...first.map(key), ...second.map(key)])];

  const merged = order.map(pick).filter((item): item is T => item !== undefined);
  // Keys only in base (deleted on both sides) are gone; conflicts on them cannot arise.
  return { merged, conflicts };
}
