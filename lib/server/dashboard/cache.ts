import "server-only";

// The dashboard's figures, kept per company and data version (version.ts) in this process. A reader that finds
// the version it just read answers the kept figures: a write anywhere (any app server) moves the version, so
// the next read computes afresh. Figures that no version covers (sessions seen, type names) are recomputed in
// the background once an entry is older than `freshMs`, the stale copy answering meanwhile; an entry unread for
// `maxAgeMs` is dropped. At most `max` companies; the least recently used goes.

type Entry<T> = { version: string; at: number; value: Promise<T>; refreshing: boolean };

// Kept on globalThis by name: Next bundles route handlers (GET /api/v1/dashboard) and pages (/dashboard) into
// separate module graphs, each with its own copy of this module; one map per name lets them share the figures.
const shared = globalThis as typeof globalThis & {
  __plinthVersionedCaches?: Map<string, Map<string, unknown>>;
};
shared.__plinthVersionedCaches ??= new Map();

export function versionedCache<T>(name: string, options: { freshMs: number; maxAgeMs: number; max: number }) {
  const registry = shared.__plinthVersionedCaches!;
  if (!registry.has(name)) registry.set(name, new Map());
  const entries = registry.get(name) as Map<string, Entry<T>>;
  const store = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.max) entries.delete(entries.keys().next().value!);
    // A failed load is not kept.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  };
  return (key: string, version: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.version === version && now - hit.at < options.maxAgeMs) {
      entries.delete(key);
      entries.set(key, hit);
      if (now - hit.at >= options.freshMs && !hit.refreshing) {
        hit.refreshing = true;
        const next: Entry<T> = { version, at: now, value: load(), refreshing: false };
        next.value.then(
          () => {
            if (entries.get(key) === hit) store(key, next);
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    const entry: Entry<T> = { version, at: now, value: load(), refreshing: false };
    store(key, entry);
    return entry.value;
  };
}
