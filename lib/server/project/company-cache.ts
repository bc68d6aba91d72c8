import "server-only";

// Short-lived, per-process caches of figures derived from all of a company's project records (the map's
// cluster index, the dashboard's cards): reading 100k records or sorting their $/GSF costs 100 ms to a
// second, too much for every page view. A committed write to a company's records or projects calls
// recordsChanged, which drops that company's entries here at once (and a load already under way is not
// kept); another process's writes show within the TTL.

type Entry<T> = { generation: number; at: number; value: Promise<T> };

// Kept on globalThis: Next bundles route handlers (where writes happen) and server-rendered pages (which read
// the dashboard cards) into separate module graphs, each with its own copy of this module; one registry per
// process lets a write drop every copy's entries.
type Registry = { generations: Map<string, number>; caches: Map<string, Entry<unknown>>[] };
const shared = globalThis as typeof globalThis & { __plinthCompanyCaches?: Registry };
shared.__plinthCompanyCaches ??= { generations: new Map(), caches: [] };
const { generations, caches } = shared.__plinthCompanyCaches;

/** Call after a write to the company's records (or the projects they copy) has committed. */
export function recordsChanged(companyUid: string) {
  generations.set(companyUid, (generations.get(companyUid) ?? 0) + 1);
  for (const entries of caches) {
    for (const key of [...entries.keys()]) if (key.startsWith(`${companyUid} `)) entries.delete(key);
  }
}

/** Awaits a write to the company's data, then (committed or not) drops the company's cached figures. */
export async function afterCompanyWrite<T>(companyUid: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    recordsChanged(companyUid);
  }
}

/**
 * A cache of one kind of figure: `get(companyUid, key, load)` answers the cached value while it is younger
 * than `ttlMs` and no write came since, else loads it. At most `max` entries; the least recently used goes.
 * The key names everything the value depends on besides the company.
 */
export function companyCache<T>(options: { ttlMs: number; max: number }) {
  // Insertion order is recency order: a hit moves its entry to the end, the first one is evicted.
  const entries = new Map<string, Entry<T>>();
  caches.push(entries as Map<string, Entry<unknown>>);
  return (companyUid: string, key: string, load: () => Promise<T>): Promise<T> => {
    const fullKey = `${companyUid} ${key}`;
    const generation = generations.get(companyUid) ?? 0;
    const now = Date.now();
    const hit = entries.get(fullKey);
    if (hit) entries.delete(fullKey);
    if (hit && hit.generation === generation && now - hit.at < options.ttlMs) {
      entries.set(fullKey, hit);
      return hit.value;
    }
    const value = load();
    const entry = { generation, at: now, value };
    entries.set(fullKey, entry);
    while (entries.size > options.max) entries.delete(entries.keys().next().value!);
    const forget = () => {
      if (entries.get(fullKey) === entry) entries.delete(fullKey);
    };
    // A write that committed while this loaded may be missing from it: keep it for this caller only.
    value.then(() => {
      if ((generations.get(companyUid) ?? 0) !== generation) forget();
    }, forget);
    return value;
  };
}
