import { afterEach, describe, expect, it, vi } from "vitest";
import { versionedCache } from "@/lib/server/dashboard/cache";

// The dashboard's figures are kept per company and data version: the same version answers the kept value, a
// new one loads afresh, an old entry answers while it refreshes in the background, a failed load is not kept.

afterEach(() => vi.useRealTimers());

describe("versionedCache", () => {
  it("answers the kept value for the same version and loads again for a new one", async () => {
    const cache = versionedCache<number>("test-a", { freshMs: 1000, maxAgeMs: 10_000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache("acme", "v1", load)).toBe(1);
    expect(await cache("acme", "v1", load)).toBe(1);
    expect(await cache("birch", "v1", load)).toBe(2);
    expect(await cache("acme", "v2", load)).toBe(3);
    expect(await cache("acme", "v2", load)).toBe(3);
  });

  it("answers a stale entry while it refreshes, then the refreshed one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = versionedCache<number>("test-b", { freshMs: 1000, maxAgeMs: 10_000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache("acme", "v1", load)).toBe(1);
    vi.setSystemTime(Date.now() + 2000);
    expect(await cache("acme", "v1", load)).toBe(1);
    await Promise.resolve();
    expect(await cache("acme", "v1", load)).toBe(2);
    vi.setSystemTime(Date.now() + 20_000);
    expect(await cache("acme", "v1", load)).toBe(3);
  });

  it("does not keep a failed load, and keeps at most max companies", async () => {
    const cache = versionedCache<number>("test-c", { freshMs: 1000, maxAgeMs: 10_000, max: 2 });
    await expect(cache("acme", "v1", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache("acme", "v1", async () => 7)).toBe(7);
    await cache("birch", "v1", async () => 1);
    await cache("cedar", "v1", async () => 1);
    expect(await cache("acme", "v1", async () => 8)).toBe(8);
  });
});
