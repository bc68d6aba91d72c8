// Fixed one-window request counts for the public, unauthenticated endpoints (the bidder portal, the SSO sign-in
// start): a window starts at a key's first hit and lasts `windowMs`. With REDIS_URL set every app server counts
// in Redis, so the limit is exact across servers; without it (or while Redis is unreachable) each process
// counts on its own, so behind N servers a client gets up to N times the limit.
import { type RedisLimits, sharedRedisLimits } from "./redis";

type Window = { start: number; count: number };

export type WindowLimiter = {
  /**
   * Counts one hit for the key; the seconds to wait when past `limit` (0 when allowed). `redis` replaces the
   * process's shared Redis (tests simulate several servers with it; null counts in process).
   */
  hit(key: string, limit: number, now?: number, redis?: RedisLimits | null): Promise<number>;
  /** Forgets this process's counts (tests). */
  reset(): void;
};

const holder = globalThis as unknown as { __plinthWindows?: Map<string, Map<string, Window>> };

/** A named set of windows (the name keeps the limiters' keys apart, in process and in Redis). */
export function windowLimiter(name: string, windowMs: number): WindowLimiter {
  const windows = () => {
    holder.__plinthWindows ??= new Map();
    let all = holder.__plinthWindows.get(name);
    if (!all) {
      all = new Map();
      holder.__plinthWindows.set(name, all);
    }
    return all;
  };

  function local(key: string, limit: number, now: number): number {
    const all = windows();
    let window = all.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      all.set(key, window);
    }
    window.count += 1;
    if (all.size > 50_000) {
      for (const [k, w] of all) if (now - w.start >= windowMs) all.delete(k);
    }
    return window.count > limit ? Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) : 0;
  }

  return {
    async hit(key, limit, now = Date.now(), redis = sharedRedisLimits()) {
      const shared = redis ? await redis.window(`${name}:${key}`, windowMs) : null;
      if (!shared) return local(key, limit, now);
      return shared.count > limit ? Math.max(1, Math.ceil(shared.msLeft / 1000)) : 0;
    },
    reset() {
      windows().clear();
    },
  };
}
