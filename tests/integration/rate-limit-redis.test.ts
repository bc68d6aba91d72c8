import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as keys from "@/app/api/v1/api-key/route";
import * as self from "@/app/api/v1/self/route";
import { RedisLimits, setSharedRedisLimits, sharedRedisLimits } from "@/lib/server/limits/redis";
import { windowLimiter } from "@/lib/server/limits/windows";
import { consumeKey, resetKeyBuckets } from "@/lib/server/public-api/rate-limit";
import { call, companyWithRoles } from "./helpers";

// Rate limits in Redis (REDIS_URL): two limiter instances, each with its own connection, stand for two app
// servers and must share one exact count. Skipped when no Redis answers on 127.0.0.1:6379.

const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
  socket.once("connect", () => resolve(true));
  socket.once("error", () => resolve(false));
  socket.once("timeout", () => resolve(false));
});

describe.skipIf(!reachable)("rate limits in Redis", () => {
  // A prefix of its own per run: runs never see each other's counts, and afterAll deletes them.
  const prefix = `plinth-test:${randomUUID()}:`;
  let serverA: RedisLimits;
  let serverB: RedisLimits;

  beforeAll(() => {
    // Generous timeouts: on a loaded machine a slow answer would fail open to the local count (by design).
    serverA = new RedisLimits(url, prefix, 5000);
    serverB = new RedisLimits(url, prefix, 5000);
  });
  afterAll(async () => {
    await serverA.clear();
    await serverA.close();
    await serverB.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetKeyBuckets();
  });

  it("two servers share one exact count per API key, with the same headers and 429", async () => {
    const uid = randomUUID();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await consumeKey(uid, 5, i % 2 === 0 ? serverA : serverB));
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(answers.map((a) => a.headers["RateLimit-Remaining"])).toEqual(["4", "3", "2", "1", "0"]);
    expect(answers.map((a) => a.headers["RateLimit-Limit"])).toEqual(["5", "5", "5", "5", "5"]);
    expect(Number(answers[4]!.headers["RateLimit-Reset"])).toBeGreaterThan(55);
    for (const server of [serverA, serverB]) {
      const refused = await consumeKey(uid, 5, server);
      expect(refused.allowed).toBe(false);
      expect(refused.headers["RateLimit-Remaining"]).toBe("0");
      // The bucket refills one request every 12 s.
      expect(refused.retryAfter).toBeGreaterThanOrEqual(11);
      expect(refused.retryAfter).toBeLessThanOrEqual(12);
    }
  });

  it("admits exactly the limit when both servers race", async () => {
    const uid = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => consumeKey(uid, 13, i % 2 === 0 ? serverA : serverB)),
    );
    expect(all.filter((a) => a.allowed)).toHaveLength(13);
  });

  it("the portal's and SSO start's fixed windows are exact across servers too", async () => {
    const windows = windowLimiter(`test-${randomUUID()}`, 60_000);
    const waits = [];
    for (let i = 0; i < 6; i++)
      waits.push(await windows.hit("ip:203.0.113.9", 4, undefined, i % 2 ? serverA : serverB));
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(waits[4]).toBeGreaterThanOrEqual(59);
    expect(waits[5]).toBeLessThanOrEqual(60);
  });

  it("fails open to the process's own count, with a warning, when Redis is unreachable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const away = new RedisLimits("redis://127.0.0.1:1", prefix);
    try {
      const uid = randomUUID();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await consumeKey(uid, 2, away));
      expect(answers.map((a) => a.allowed)).toEqual([true, true, false]);
      expect(warn.mock.calls.some(([m]) => String(m).includes("Redis unavailable"))).toBe(true);
      const windows = windowLimiter(`test-${randomUUID()}`, 60_000);
      expect(await windows.hit("k", 1, undefined, away)).toBe(0);
      expect(await windows.hit("k", 1, undefined, away)).toBeGreaterThan(0);
    } finally {
      await away.close();
    }
  });

  it("with REDIS_URL set, API key answers count in Redis", async () => {
    const acme = await companyWithRoles();
    const res = await call(keys.POST, "POST", "/api/v1/api-key", {
      cookie: acme.cookies.admin,
      body: { name: "Redis key", rate_limit: 2 },
    });
    const key = res.body as { uid: string; secret: string };
    const before = process.env.REDIS_URL;
    process.env.REDIS_URL = url;
    setSharedRedisLimits(url, new RedisLimits(url, "plinth:rl:", 5000));
    try {
      const me = () =>
        call(self.GET, "GET", "/api/v1/self", { headers: { authorization: `Bearer ${key.secret}` } });
      expect((await me()).headers.get("ratelimit-remaining")).toBe("1");
      // Another server spends the last request: this one sees it at once.
      const redis = sharedRedisLimits()!;
      const other = new RedisLimits(url, redis.prefix, 5000);
      expect((await consumeKey(key.uid, 2, other)).allowed).toBe(true);
      await other.close();
      const refused = await me();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await redis.close();
    } finally {
      if (before === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = before;
    }
  });
});
