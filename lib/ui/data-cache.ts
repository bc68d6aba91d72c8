// Data cache defaults: requests deduped for 2 s; a refetch when the window regains focus, at
// most once per 5 s per query; a failed request retried after 5 s (10 s on a slow connection); a
// "still loading" note after 3 s of loading (5 s on a slow connection).

/** How long fetched data counts as fresh: identical requests within this window share one fetch. */
export const DEDUPE_MS = 2_000;
/** A query refetches on window focus at most once per this many milliseconds. */
export const FOCUS_REFETCH_THROTTLE_MS = 5_000;
export const RETRY_DELAY_MS = 5_000;
export const SLOW_RETRY_DELAY_MS = 10_000;
export const STILL_LOADING_AFTER_MS = 3_000;
export const SLOW_STILL_LOADING_AFTER_MS = 5_000;

export const stillLoadingText = "Still loading…";

/** What the browser's Network Information API (navigator.connection) tells, where it exists. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

const slowEffectiveTypes = new Set(["slow-2g", "2g", "3g"]);

/** Slow: an effective type of slow-2g, 2g or 3g, or data saver on; no information means not slow. */
export function isSlowConnection(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return typeof connection.effectiveType === "string" && slowEffectiveTypes.has(connection.effectiveType);
}

export function retryDelayMs(slow: boolean): number {
  return slow ? SLOW_RETRY_DELAY_MS : RETRY_DELAY_MS;
}

export function stillLoadingAfterMs(slow: boolean): number {
  return slow ? SLOW_STILL_LOADING_AFTER_MS : STILL_LOADING_AFTER_MS;
}

/**
 * Whether a query last fetched at `lastFetchedAt` (ms; 0 = never) may refetch on window focus at `now`:
 * only once the throttle window has passed since that fetch.
 */
export function shouldRefetchOnFocus(lastFetchedAt: number, now: number): boolean {
  return now - lastFetchedAt >= FOCUS_REFETCH_THROTTLE_MS;
}
