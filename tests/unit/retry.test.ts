import { describe, expect, it, vi } from "vitest";
import { MAPS_RETRIES, MAPS_RETRY_BASE_MS, mapsScriptUrl } from "@/lib/client/google-maps";
import { backoffDelays, retryWithBackoff } from "@/lib/domain/retry";

describe("backoffDelays", () => {
  it("doubles from the base, one delay per retry", () => {
    expect(backoffDelays(3, 1000)).toEqual([1000, 2000, 4000]);
    expect(backoffDelays(1, 250)).toEqual([250]);
    expect(backoffDelays(0, 1000)).toEqual([]);
    expect(backoffDelays(-2, 1000)).toEqual([]);
  });
});

describe("retryWithBackoff", () => {
  const noSleep = () => {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
  };

  it("answers the first success without waiting", async () => {
    const { waits, sleep } = noSleep();
    const attempt = vi.fn(async () => "ok");
    await expect(retryWithBackoff(attempt, { retries: 3, baseMs: 1000, sleep })).resolves.toBe("ok");
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it("retries after each backoff delay until an attempt succeeds", async () => {
    const { waits, sleep } = noSleep();
    const attempt = vi.fn(async (n: number) => {
      if (n < 2) throw new Error(`fail ${n}`);
      return n;
    });
    await expect(retryWithBackoff(attempt, { retries: 3, baseMs: 1000, sleep })).resolves.toBe(2);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("gives up after the last retry with the last error: 1 try + 3 retries", async () => {
    const { waits, sleep } = noSleep();
    const attempt = vi.fn(async (n: number) => {
      throw new Error(`fail ${n}`);
    });
    await expect(retryWithBackoff(attempt, { retries: 3, baseMs: 1000, sleep })).rejects.toThrow("fail 3");
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("really waits with the default timer", async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const done = retryWithBackoff(
        async () => {
          calls++;
          if (calls === 1) throw new Error("once");
          return "second";
        },
        { retries: 1, baseMs: 500 },
      );
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toBe("second");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the maps script", () => {
  it("loads the places library with the key, retrying 3 times from 1 s", () => {
    expect(mapsScriptUrl("a key&x")).toBe(
      "https://maps.googleapis.com/maps/api/js?key=a%20key%26x&libraries=places",
    );
    expect(MAPS_RETRIES).toBe(3);
    expect(backoffDelays(MAPS_RETRIES, MAPS_RETRY_BASE_MS)).toEqual([1000, 2000, 4000]);
  });
});
