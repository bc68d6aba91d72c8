import type { apiKeys, CompanyRow, UserRow } from "@/db/schema";

/**
 * API key lookups remembered for a few seconds per process, like sessions (session-cache.ts): a client calling
 * the API in a loop costs one lookup every `apiKeyCacheMs`, not one per request. Revocation and every other
 * write in this process forget the whole cache at once (route() calls forgetApiKeys); another process sees a
 * revocation within `apiKeyCacheMs`. Expiry is checked on every hit against the key's stored expiry.
 */
export const apiKeyCacheMs = 5_000;
const maxEntries = 10_000;

export type KeyLookup = { key: typeof apiKeys.$inferSelect; user: UserRow; company: CompanyRow };
type State = { entries: Map<string, { value: KeyLookup; loadedAt: number }>; generation: number };

const shared = globalThis as typeof globalThis & { __plinthApiKeyCache?: State };
shared.__plinthApiKeyCache ??= { entries: new Map(), generation: 0 };
const state = shared.__plinthApiKeyCache;

export const keyCacheGeneration = () => state.generation;

export function cachedKey(hash: string, now: number): KeyLookup | undefined {
  const hit = state.entries.get(hash);
  if (hit && now - hit.loadedAt < apiKeyCacheMs) return hit.value;
  if (hit) state.entries.delete(hash);
  return undefined;
}

/** Remembers a lookup unless the cache was forgotten while it ran (`generation` read before the query). */
export function rememberKey(hash: string, value: KeyLookup, now: number, generation: number) {
  if (generation !== state.generation) return;
  if (state.entries.size >= maxEntries) state.entries.delete(state.entries.keys().next().value!);
  state.entries.set(hash, { value, loadedAt: now });
}

export function forgetApiKeys() {
  state.generation++;
  state.entries.clear();
}
