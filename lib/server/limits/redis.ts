// Rate-limit counts shared by every app server through Redis (REDIS_URL): each check is one atomic Lua script
// on the Redis server, timed by the Redis server's clock, so N servers enforce one exact limit. When Redis
// cannot be reached (not yet connected, down, too slow) a check answers null and the caller counts in its own
// process instead (fail open), with a warning logged at most once a minute.
import Redis from "ioredis";

// GCRA (generic cell rate algorithm): the token bucket of public-api/rate-limit.ts as one stored number, the
// "theoretical arrival time" (TAT). Capacity = limit, refilled continuously over the window.
// ARGV: limit, windowMs. Answers { allowed 0/1, remaining, retryAfterMs, resetMs }.
const gcraLua = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local interval = window / limit
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local nextTat = tat + interval
local allowAt = nextTat - window
if now < allowAt then
  return {0, 0, math.ceil(allowAt - now), math.ceil(tat - now)}
end
redis.call('SET', KEYS[1], string.format('%.3f', nextTat), 'PX', math.ceil(nextTat - now) + 1)
return {1, math.floor((now - allowAt) / interval), 0, math.ceil(nextTat - now)}
`;

// A fixed window that starts at a key's first hit (as the in-process windows do). ARGV: windowMs.
// Answers { count, msLeft }.
const windowLua = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

type Scripted = Redis & {
  plinthGcra(key: string, limit: number, windowMs: number): Promise<[number, number, number, number]>;
  plinthWindow(key: string, windowMs: number): Promise<[number, number]>;
};

export type GcraAnswer = { allowed: boolean; remaining: number; retryAfterMs: number; resetMs: number };

let lastWarning = 0;
function warn(why: unknown) {
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  const message = why instanceof Error ? why.message : String(why);
  console.warn(`[rate-limit] Redis unavailable, counting in this process until it is back: ${message}`);
}

/** One connection to Redis and the limiter scripts; keys are `<prefix><name>`. */
export class RedisLimits {
  private readonly client: Scripted;
  private firstConnect: Promise<unknown> | undefined;
  private everReady = false;

  constructor(
    url: string,
    readonly prefix = "plinth:rl:",
    /** How long a check may wait for Redis before counting locally (tests on a loaded machine wait longer). */
    commandTimeoutMs = 500,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      // A request never waits on a queue for a Redis that is away: it counts locally instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: commandTimeoutMs,
      retryStrategy: (times) => Math.min(times * 200, 5000),
    }) as Scripted;
    this.client.on("error", warn);
    this.client.on("ready", () => {
      this.everReady = true;
    });
    this.client.defineCommand("plinthGcra", { numberOfKeys: 1, lua: gcraLua });
    this.client.defineCommand("plinthWindow", { numberOfKeys: 1, lua: windowLua });
  }

  /** Ready to run a command: connects once on first use; after that never waits for a reconnection. */
  private async ready(): Promise<boolean> {
    if (this.client.status === "ready") return true;
    if (this.everReady) return false;
    this.firstConnect ??= this.client.connect().catch((error) => warn(error));
    await this.firstConnect;
    return (this.client.status as string) === "ready"; // changed by the awaited connect
  }

  private async run<T>(command: (client: Scripted) => Promise<T>): Promise<T | null> {
    try {
      if (!(await this.ready())) {
        warn(`connection ${this.client.status}`);
        return null;
      }
      return await command(this.client);
    } catch (error) {
      warn(error);
      return null;
    }
  }

  /** Spends one request of `limit` per `windowMs` for the key; null when Redis is unavailable. */
  async gcra(name: string, limit: number, windowMs: number): Promise<GcraAnswer | null> {
    const answer = await this.run((c) => c.plinthGcra(this.prefix + name, limit, windowMs));
    if (!answer) return null;
    const [allowed, remaining, retryAfterMs, resetMs] = answer.map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { allowed: allowed === 1, remaining, retryAfterMs, resetMs };
  }

  /** Counts one hit in the key's fixed window; null when Redis is unavailable. */
  async window(name: string, windowMs: number): Promise<{ count: number; msLeft: number } | null> {
    const answer = await this.run((c) => c.plinthWindow(this.prefix + name, windowMs));
    if (!answer) return null;
    return { count: Number(answer[0]), msLeft: Number(answer[1]) };
  }

  /** Deletes every key under this prefix (tests). */
  async clear(): Promise<void> {
    await this.run(async (c) => {
      let cursor = "0";
      do {
        const [next, keys] = await c.scan(cursor, "MATCH", `${this.prefix}*`, "COUNT", 500);
        cursor = next;
        if (keys.length > 0) await c.del(...keys);
      } while (cursor !== "0");
    });
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}

const holder = globalThis as unknown as { __plinthRedisLimits?: { url: string; limits: RedisLimits } };

/** The process's Redis for rate limits when REDIS_URL is set, else null (every limit counts in process). */
export function sharedRedisLimits(): RedisLimits | null {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return null;
  if (holder.__plinthRedisLimits?.url !== url) {
    void holder.__plinthRedisLimits?.limits.close();
    holder.__plinthRedisLimits = { url, limits: new RedisLimits(url) };
  }
  return holder.__plinthRedisLimits.limits;
}

/** Replaces the process's Redis for REDIS_URL (tests: a longer timeout on a loaded machine). */
export function setSharedRedisLimits(url: string, limits: RedisLimits) {
  void holder.__plinthRedisLimits?.limits.close();
  holder.__plinthRedisLimits = { url, limits };
}
