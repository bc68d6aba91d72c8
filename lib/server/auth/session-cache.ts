import type { CompanyRow, UserRow } from "@/db/schema";

/**
 * Signed-in requests repeat the same session + user + company lookup; a process remembers the answer for a few
 * seconds so a burst of reads costs one query, not one per request.
 *
 * Revocation still holds within `sessionCacheMs`:
 * - in this process at once: ending sessions (sign-out, deactivation, password change) and every write request
 *   (role change, company or profile edits, anything else a route changes) forget the whole cache, and a lookup
 *   that was already under way when that happened is not remembered (the generation check);
 * - in other processes of the same deployment, whose writes this one cannot see: within `sessionCacheMs`, when
 *   the entry is read again from the database.
 * Expiry and idle time are checked on every hit against the times the row had, so a session never outlives them.
 */
export const sessionCacheMs = 5_000;
// Bounds memory: a burst of distinct sessions evicts the oldest entries (they are re-read, nothing else).
const maxEntries = 10_000;

export type ValidSession = { sessionUid: string; user: UserRow; company: CompanyRow };

type Entry = {
  value: ValidSession;
  loadedAt: number;
  expiresAt: number;
  lastSeenAt: number;
};

/**
 * One cache per process, kept on globalThis: Next bundles route handlers and server-rendered pages into
 * separate module graphs, so module-level state would give each its own copy, and a sign-out handled by a
 * route would leave the pages' copy serving the ended session.
 */
type CacheState = { entries: Map<string, Entry>; generation: number };
const shared = globalThis as typeof globalThis & { __plinthSessionCache?: CacheState };
shared.__plinthSessionCache ??= { entries: new Map(), generation: 0 };
const state = shared.__plinthSessionCache;
const { entries } = state;
let clock: () => number = Date.now;

/** The time the session code reads; tests move it instead of waiting. */
export const now = () => clock();

/** Replaces the clock (tests only); no argument restores the real one. */
export function setSessionClock(fn?: () => number) {
  clock = fn ?? Date.now;
}

/** Forgets every remembered session: called whenever this process writes something a session depends on. */
export function forgetSessions() {
  state.generation++;
  entries.clear();
}

/** The value to pass to `rememberSession` once the lookup started now has answered. */
export const cacheGeneration = () => state.generation;

/** A remembered session still inside its bound, its expiry and its idle time; undefined when it must be read. */
export function cachedSession(sid: string, at: number, idleMs: number): Entry | undefined {
  const entry = entries.get(sid);
  if (!entry) return undefined;
  if (at - entry.loadedAt >= sessionCacheMs || at >= entry.expiresAt || at - entry.lastSeenAt >= idleMs) {
    entries.delete(sid);
    return undefined;
  }
  return entry;
}

export function rememberSession(sid: string, entry: Entry, startedAt: number) {
  if (startedAt !== state.generation) return;
  if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
  entries.set(sid, entry);
}
