import { describe, expect, it, vi } from "vitest";
import {
  afterLoadFailure,
  countdownLeft,
  failedAttemptsAt,
  isChunkLoadError,
  isRetryReload,
  LAZY_RETRY_DELAY_MS,
  loadWithRetry,
  RELOAD_COUNTDOWN_SECONDS,
  reloadUrl,
  ScreenLoadError,
  screenLoadTexts,
  urlWithoutRetry,
} from "@/lib/ui/screen-load";

describe("the screen-load constants and texts", () => {
  it("retries after 1 s and counts down 3 s", () => {
    expect(LAZY_RETRY_DELAY_MS).toBe(1_000);
    expect(RELOAD_COUNTDOWN_SECONDS).toBe(3);
    expect(screenLoadTexts).toEqual({
      newVersionTitle: "New app version available",
      reloading: "Reloading...",
      failed: "An error occurred loading the app",
    });
  });
});

describe("afterLoadFailure", () => {
  it("retries once after 1 s", () => {
    expect(afterLoadFailure(1, "")).toEqual({ kind: "retry", delayMs: 1_000 });
    expect(afterLoadFailure(1, "?retry=1")).toEqual({ kind: "retry", delayMs: 1_000 });
  });

  it("then reloads, unless this page is already the reload, which fails", () => {
    expect(afterLoadFailure(2, "")).toEqual({ kind: "reload" });
    expect(afterLoadFailure(2, "?view=map")).toEqual({ kind: "reload" });
    expect(afterLoadFailure(2, "?view=map&retry=1")).toEqual({ kind: "failed" });
    expect(afterLoadFailure(3, "?retry=1")).toEqual({ kind: "failed" });
  });

  it("only retry=1 marks the reload", () => {
    expect(isRetryReload("?retry=1")).toBe(true);
    expect(isRetryReload("?retry=0")).toBe(false);
    expect(isRetryReload("?retry=true")).toBe(false);
    expect(isRetryReload("")).toBe(false);
  });
});

describe("failedAttemptsAt", () => {
  it("counts an error soon after the boundary's retry as the second failure", () => {
    expect(failedAttemptsAt(null, 5_000)).toBe(1);
    expect(failedAttemptsAt(4_000, 5_000)).toBe(2);
    expect(failedAttemptsAt(0, 10_000)).toBe(1);
    expect(failedAttemptsAt(6_000, 5_000)).toBe(1);
  });
});

describe("reload URLs", () => {
  it("adds retry=1 keeping the rest of the address", () => {
    expect(reloadUrl("https://app.test/project?view=map#top")).toBe(
      "https://app.test/project?view=map&retry=1#top",
    );
    expect(reloadUrl("https://app.test/dashboard?retry=1")).toBe("https://app.test/dashboard?retry=1");
  });

  it("removes retry=1 after a successful load", () => {
    expect(urlWithoutRetry("https://app.test/project?view=map&retry=1")).toBe(
      "https://app.test/project?view=map",
    );
    expect(urlWithoutRetry("https://app.test/dashboard?retry=1")).toBe("https://app.test/dashboard");
    expect(urlWithoutRetry("https://app.test/dashboard")).toBeNull();
  });
});

describe("countdownLeft", () => {
  it("counts 3, 2, 1, 0 and never below", () => {
    expect([0, 999, 1_000, 2_500, 3_000, 9_000].map((ms) => countdownLeft(ms))).toEqual([3, 3, 2, 1, 0, 0]);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the bundlers' and browsers' chunk failures", () => {
    const named = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app/layout failed"))).toBe(true);
    expect(
      isChunkLoadError(new Error("Failed to load chunk /_next/static/chunks/abc.js from module 42")),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new ScreenLoadError(new Error("x")))).toBe(true);
  });

  it("leaves other errors to the error fallback", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe("loadWithRetry", () => {
  const module = { default: "screen" };

  it("answers the first success without waiting", async () => {
    const wait = vi.fn(async () => {});
    await expect(loadWithRetry(async () => module, wait)).resolves.toBe(module);
    expect(wait).not.toHaveBeenCalled();
  });

  it("tries again once after 1 s", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("Loading chunk 7 failed"))
      .mockResolvedValueOnce(module);
    const wait = vi.fn(async () => {});
    await expect(loadWithRetry(load, wait)).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledExactlyOnceWith(1_000);
  });

  it("gives up after the second failure with a ScreenLoadError carrying the cause", async () => {
    const cause = new Error("Loading chunk 7 failed");
    const load = vi.fn().mockRejectedValue(cause);
    const error = await loadWithRetry(load, async () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreenLoadError);
    expect((error as ScreenLoadError).cause).toBe(cause);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("waits with a real timer by default", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValueOnce(new Error("x")).mockResolvedValueOnce(module);
      const promise = loadWithRetry(load);
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(promise).resolves.toBe(module);
    } finally {
      vi.useRealTimers();
    }
  });
});
