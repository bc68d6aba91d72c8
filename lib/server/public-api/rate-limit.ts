// Per-key rate limits for the public API: a token bucket per key in this process (capacity = the key's limit
// per minute, refilled continuously), shared between app servers through PostgreSQL without a write per
// request. Each process adds its requests to api_key_usage in one batched upsert per flush (every
// `flushEveryMs`, or at once past `flushAfter` requests) and reads back the window's total: what the other
// servers spent since the last flush is taken from its bucket too. How approximate: a key can exceed its limit
// by what the other servers admitted during one flush interval (about a second), and by up to a minute's
// allowance when a server first sees a key (its bucket starts full). Within one server the count is exact.
// With REDIS_URL set the same bucket lives in Redis instead (limits/redis.ts, one atomic script per request), so
// the limit is exact across servers; while Redis is unreachable each server falls back to its own bucket.
import { sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { type RedisLimits, sharedRedisLimits } from "../limits/redis";

export const flushEveryMs = 1000;
const flushAfter = 500;
const windowMs = 60_000;

type Bucket = {
  tokens: number;
  updatedAt: number;
  limit: number;
  /** Requests admitted here and not yet flushed. */
  pending: number;
  /** The window of the last flush and the total it read back (every server's requests). */
  window: number;
  seenTotal: number;
};

const holder = globalThis as unknown as {
  __plinthKeyBuckets?: Map<string, Bucket>;
  __plinthKeyFlush?: NodeJS.Timeout;
};
const buckets = () => {
  holder.__plinthKeyBuckets ??= new Map();
  return holder.__plinthKeyBuckets;
};

export type RateDecision = { allowed: boolean; headers: Record<string, string>; retryAfter: number };

function refill(bucket: Bucket, now: number) {
  bucket.tokens = Math.min(
    bucket.limit,
    bucket.tokens + ((now - bucket.updatedAt) * bucket.limit) / windowMs,
  );
  bucket.updatedAt = now;
}

function decision(limit: number, allowed: boolean, remaining: number, retryAfter: number, reset: number) {
  return {
    allowed,
    retryAfter,
    headers: {
      "RateLimit-Limit": String(limit),
      "RateLimit-Remaining": String(Math.max(0, remaining)),
      "RateLimit-Reset": String(Math.max(0, reset)),
    },
  };
}

/**
 * Spends one request of the key's allowance, in Redis when REDIS_URL is set (exact across servers), else (or
 * while Redis is unreachable) in this process; the RateLimit-* headers either way. `redis` replaces the
 * process's shared Redis (tests simulate two servers with it; null counts in process).
 */
export async function consumeKey(
  keyUid: string,
  limit: number,
  redis: RedisLimits | null = sharedRedisLimits(),
): Promise<RateDecision> {
  const shared = redis ? await redis.gcra(`key:${keyUid}`, limit, windowMs) : null;
  if (!shared) return consumeKeyLocally(keyUid, limit);
  return decision(
    limit,
    shared.allowed,
    shared.remaining,
    shared.allowed ? 0 : Math.max(1, Math.ceil(shared.retryAfterMs / 1000)),
    Math.ceil(shared.resetMs / 1000),
  );
}

/** The in-process bucket (flushed to api_key_usage in batches). */
export function consumeKeyLocally(keyUid: string, limit: number, now = Date.now()): RateDecision {
  const all = buckets();
  let bucket = all.get(keyUid);
  if (!bucket) {
    bucket = { tokens: limit, updatedAt: now, limit, pending: 0, window: 0, seenTotal: 0 };
    all.set(keyUid, bucket);
  }
  if (bucket.limit !== limit) {
    bucket.tokens = Math.min(limit, bucket.tokens);
    bucket.limit = limit;
  }
  refill(bucket, now);
  const allowed = bucket.tokens >= 1;
  if (allowed) {
    bucket.tokens -= 1;
    bucket.pending += 1;
    scheduleFlush(bucket.pending >= flushAfter);
  }
  const perToken = windowMs / limit;
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil(((1 - bucket.tokens) * perToken) / 1000));
  const reset = Math.ceil(((limit - bucket.tokens) * perToken) / 1000);
  return decision(limit, allowed, Math.floor(bucket.tokens), retryAfter, reset);
}

function scheduleFlush(now: boolean) {
  if (now) {
    void flushKeyUsage();
    return;
  }
  if (holder.__plinthKeyFlush) return;
  holder.__plinthKeyFlush = setTimeout(() => void flushKeyUsage(), flushEveryMs);
  holder.__plinthKeyFlush.unref?.();
}

/** Adds this process's unflushed counts to api_key_usage in one statement and debits others' spending. */
export async function flushKeyUsage(now = Date.now()) {
  if (holder.__plinthKeyFlush) clearTimeout(holder.__plinthKeyFlush);
  holder.__plinthKeyFlush = undefined;
  const window = Math.floor(now / windowMs) * windowMs;
  const batch = [...buckets()]
    .filter(([, b]) => b.pending > 0)
    .map(([uid, b]) => ({ uid, b, sent: b.pending }));
  if (batch.length === 0) return;
  for (const { b } of batch) b.pending = 0;
  const usage = schema.apiKeyUsage;
  try {
    const rows = await db()
      .insert(usage)
      .values(batch.map(({ uid, sent }) => ({ keyUid: uid, windowStart: new Date(window), count: sent })))
      .onConflictDoUpdate({
        target: [usage.keyUid, usage.windowStart],
        set: { count: sql`${usage.count} + excluded.count` },
      })
      .returning({ keyUid: usage.keyUid, count: usage.count });
    const totals = new Map(rows.map((r) => [r.keyUid, r.count]));
    for (const { uid, b, sent } of batch) {
      const total = totals.get(uid) ?? 0;
      const before = b.window === window ? b.seenTotal : 0;
      const others = Math.max(0, total - before - sent);
      b.tokens = Math.max(0, b.tokens - others);
      b.window = window;
      b.seenTotal = total;
    }
  } catch (error) {
    // A key deleted meanwhile, or the database briefly away: the counts stay local; the limit still holds here.
    console.warn("[rate-limit] flush failed", error);
  }
}

/** Forgets every bucket (tests). */
export function resetKeyBuckets() {
  buckets().clear();
}
