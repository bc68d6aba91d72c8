// Screen load failure handling: a lazily loaded screen whose code fails to load is tried
// again once after 1 s; if that fails too, the app reloads itself with ?retry=1 after a 3-second
// countdown ('New app version available' — usually a deploy replaced the chunks); a failure on the
// reloaded page (retry=1 already there) shows 'An error occurred loading the app'.

export const LAZY_RETRY_DELAY_MS = 1_000;
export const RELOAD_COUNTDOWN_SECONDS = 3;
export const RETRY_PARAM = "retry";
/** A chunk error this soon after the boundary's own retry counts as that retry failing. */
export const RETRY_WINDOW_MS = 10_000;

export const screenLoadTexts = {
  newVersionTitle: "New app version available",
  reloading: "Reloading...",
  failed: "An error occurred loading the app",
} as const;

export type ScreenLoadStep = { kind: "retry"; delayMs: number } | { kind: "reload" } | { kind: "failed" };

/** Whether this page was itself opened by the reload (its URL carries retry=1). */
export function isRetryReload(search: string): boolean {
  return new URLSearchParams(search).get(RETRY_PARAM) === "1";
}

/** What to do after `failedAttempts` failed loads of a screen (1 = the first attempt failed). */
export function afterLoadFailure(failedAttempts: number, search: string): ScreenLoadStep {
  if (failedAttempts < 2) return { kind: "retry", delayMs: LAZY_RETRY_DELAY_MS };
  return isRetryReload(search) ? { kind: "failed" } : { kind: "reload" };
}

/** For an error boundary: its own retry happened at `lastRetryAt`; is this error that retry failing? */
export function failedAttemptsAt(lastRetryAt: number | null, now: number): number {
  return lastRetryAt !== null && now - lastRetryAt >= 0 && now - lastRetryAt < RETRY_WINDOW_MS ? 2 : 1;
}

/** The URL to reload: the same page with retry=1 (other parameters and the hash kept). */
export function reloadUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.set(RETRY_PARAM, "1");
  return url.toString();
}

/** The URL without retry=1, or null when it has none (after a successful load, to tidy the address). */
export function urlWithoutRetry(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(RETRY_PARAM)) return null;
  url.searchParams.delete(RETRY_PARAM);
  return url.toString();
}

/** Seconds left on the countdown after `elapsedMs`, never below 0. */
export function countdownLeft(elapsedMs: number, total = RELOAD_COUNTDOWN_SECONDS): number {
  return Math.max(0, total - Math.floor(elapsedMs / 1000));
}

/** The marker lazyWithRetry puts on a load failure that survived its retry. */
export class ScreenLoadError extends Error {
  override readonly name = "ScreenLoadError";
  constructor(readonly cause: unknown) {
    super("A screen of the app could not be loaded");
  }
}

/**
 * A failure to fetch the app's own code: webpack's and Turbopack's ChunkLoadError, the browsers'
 * messages for a failed dynamic import or stylesheet chunk, or our own ScreenLoadError.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ScreenLoadError) return true;
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError" || name === "ScreenLoadError") return true;
  if (typeof message !== "string") return false;
  return /Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/**
 * Loads with this policy: one retry after LAZY_RETRY_DELAY_MS, then a ScreenLoadError for the
 * boundary to turn into the reload screen. `wait` is injectable for tests.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  search = "",
): Promise<T> {
  for (let failed = 0; ; ) {
    try {
      return await load();
    } catch (error) {
      failed++;
      const step = afterLoadFailure(failed, search);
      if (step.kind !== "retry") throw new ScreenLoadError(error);
      await wait(step.delayMs);
    }
  }
}
