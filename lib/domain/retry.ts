// Retry with exponential backoff (the Google Maps loader retries 3 times).

/** Waits before each retry: base, 2×base, 4×base … (no jitter: one browser, one script). */
export function backoffDelays(retries: number, baseMs: number): number[] {
  return Array.from({ length: Math.max(0, retries) }, (_, i) => baseMs * 2 ** i);
}

/** Runs `attempt` once, then up to `retries` more times after the backoff delays; rethrows the last error. */
export async function retryWithBackoff<T>(
  attempt: (n: number) => Promise<T>,
  options: { retries: number; baseMs: number; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const delays = backoffDelays(options.retries, options.baseMs);
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const delay = delays[n];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
