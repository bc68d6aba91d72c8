import { afterEach, describe, expect, it, vi } from "vitest";
import { companyCache, recordsChanged } from "@/lib/server/project/company-cache";

// The per-company caches behind the map's index and the dashboard's cards: a value is reused within its TTL,
// per company and key, and a write to one company drops that company's values only.

afterEach(() => vi.useRealTimers());

describe("companyCache", () => {
  it("reuses a value within its TTL, per company and key, and loads again after it", async () => {
    vi.useFakeTimers();
    const get = companyCache<number>({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await get("a", "k", load)).toBe(1);
    expect(await get("a", "k", load)).toBe(1);
    expect(await get("a", "other", load)).toBe(2);
    expect(await get("b", "k", load)).toBe(3);
    vi.advanceTimersByTime(1001);
    expect(await get("a", "k", load)).toBe(4);
  });

  it("drops a company's values after a write to its records, not another company's", async () => {
    const get = companyCache<string>({ ttlMs: 60_000, max: 10 });
    await get("acme", "k", async () => "old acme");
    await get("birch", "k", async () => "birch");
    recordsChanged("acme");
    expect(await get("acme", "k", async () => "new acme")).toBe("new acme");
    expect(await get("birch", "k", async () => "reloaded")).toBe("birch");
  });

  it("does not keep a value loaded while a write committed", async () => {
    const get = companyCache<string>({ ttlMs: 60_000, max: 10 });
    let release: (v: string) => void = () => {};
    const pending = get("acme", "k", () => new Promise<string>((r) => (release = r)));
    recordsChanged("acme");
    release("read before the write");
    expect(await pending).toBe("read before the write");
    expect(await get("acme", "k", async () => "after")).toBe("after");
  });

  it("forgets a failed load and evicts the least recently used beyond its size", async () => {
    const get = companyCache<number>({ ttlMs: 60_000, max: 2 });
    await expect(get("a", "x", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await get("a", "x", async () => 1)).toBe(1);
    await get("a", "y", async () => 2);
    await get("a", "x", async () => 0); // a hit: x is now the most recent
    await get("a", "z", async () => 3); // evicts y
    expect(await get("a", "x", async () => 9)).toBe(1);
    expect(await get("a", "y", async () => 9)).toBe(9);
  });
});
