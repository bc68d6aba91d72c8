// Sends due webhook deliveries, after the commit that queued them and on a timer, never on a request's path.
// Several app servers may run this at once: each claims a delivery with one conditional UPDATE that moves its
// next attempt a lease ahead, so only one server sends a given attempt, and a server that dies mid-send leaves
// the row to be retried when the lease runs out. At most `batch` deliveries per tick, one attempt each.
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { WebhookDeliveryRow } from "@/db/schema";
import { outboundRequest } from "../net/outbound";
import { openSecret } from "../sso/secret-box";
import { disableFailingEndpoint } from "./disable";
import { signWebhook } from "./signature";

const { webhookEndpoints: endpoints, webhookDeliveries: deliveries } = schema;

const minute = 60_000;
const webhookTiming = {
  /** How long a claimed attempt holds its row: longer than the request's time limit. */
  leaseMs: minute,
  timeoutMs: 10_000,
  /** Backoff after the n-th failure: 1 min, 2, 4… capped at an hour. */
  firstRetryMs: minute,
  maxRetryMs: 60 * minute,
  /** After this long from the first attempt, a failure is final. */
  giveUpMs: 24 * 60 * minute,
  /** An endpoint failing for this long without a success is disabled. */
  disableAfterMs: 3 * 24 * 60 * minute,
  batch: 20,
  tickMs: 30_000,
};

function retryDelayMs(attempts: number): number {
  return Math.min(webhookTiming.firstRetryMs * 2 ** Math.max(0, attempts - 1), webhookTiming.maxRetryMs);
}

/** Claims one due delivery for this server, or answers null when another server claimed it first. */
async function claim(uid: string, now: Date): Promise<WebhookDeliveryRow | null> {
  const [row] = await db()
    .update(deliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + webhookTiming.leaseMs) })
    .where(and(eq(deliveries.uid, uid), eq(deliveries.status, "pending"), lte(deliveries.nextAttemptAt, now)))
    .returning();
  return row ?? null;
}

type Outcome = { ok: boolean; status: number | null; error: string | null; ms: number };

async function send(delivery: WebhookDeliveryRow, now: Date): Promise<Outcome | "gone"> {
  const [endpoint] = await db().select().from(endpoints).where(eq(endpoints.uid, delivery.webhookUid));
  if (!endpoint) return "gone";
  const secret = openSecret(endpoint.secretEnc);
  if (!secret)
    return { ok: false, status: null, error: "The signing secret cannot be read; rotate it", ms: 0 };
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  try {
    const res = await outboundRequest(endpoint.url, {
      method: "POST",
      body,
      timeoutMs: webhookTiming.timeoutMs,
      maxBytes: 4096,
      headers: {
        "content-type": "application/json",
        "user-agent": "Plinth-Webhooks/1",
        "plinth-event": delivery.event,
        "plinth-delivery": delivery.uid,
        "plinth-signature": signWebhook(secret, body, Math.floor(now.getTime() / 1000)),
      },
    });
    const ms = Math.round(performance.now() - started);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? null : `HTTP ${res.status}`, ms };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    return {
      ok: false,
      status: null,
      error: ((error as Error).message || "request failed").slice(0, 500),
      ms,
    };
  }
}

/** Writes what an attempt gave: success, a retry with backoff, or (after 24 h) the final failure. */
async function settle(delivery: WebhookDeliveryRow, outcome: Outcome, now: Date) {
  const attempts = delivery.attempts + 1;
  const first = delivery.firstAttemptAt ?? now;
  const common = {
    attempts,
    firstAttemptAt: first,
    responseStatus: outcome.status,
    lastError: outcome.error,
    responseTimeMs: outcome.ms,
  };
  if (outcome.ok) {
    await db()
      .update(deliveries)
      .set({ ...common, status: "succeeded", deliveredAt: now })
      .where(eq(deliveries.uid, delivery.uid));
    await db()
      .update(endpoints)
      .set({ failingSince: null })
      .where(and(eq(endpoints.uid, delivery.webhookUid), sql`${endpoints.failingSince} is not null`));
    return;
  }
  const givingUp = now.getTime() - first.getTime() >= webhookTiming.giveUpMs;
  await db()
    .update(deliveries)
    .set({
      ...common,
      status: givingUp ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    })
    .where(eq(deliveries.uid, delivery.uid));
  const [endpoint] = await db()
    .update(endpoints)
    .set({ failingSince: sql`coalesce(${endpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(endpoints.uid, delivery.webhookUid))
    .returning();
  if (
    endpoint?.enabled &&
    endpoint.failingSince &&
    now.getTime() - endpoint.failingSince.getTime() >= webhookTiming.disableAfterMs
  )
    await disableFailingEndpoint(endpoint, now);
}

/** One attempt of a claimed delivery. */
async function attempt(delivery: WebhookDeliveryRow, now: Date) {
  const outcome = await send(delivery, now);
  if (outcome !== "gone") await settle(delivery, outcome, now);
}

/**
 * Sends up to `batch` deliveries due at `now`, each claimed first; answers how many this server sent. Tests
 * pass `now` to move time along instead of waiting (and `companyUid` to leave other tests' rows alone).
 */
export async function dispatchDue(
  now = new Date(),
  options: { batch?: number; companyUid?: string } = {},
): Promise<number> {
  const batch = options.batch ?? webhookTiming.batch;
  const due = await db()
    .select({ uid: deliveries.uid })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, "pending"),
        lte(deliveries.nextAttemptAt, now),
        options.companyUid ? eq(deliveries.companyUid, options.companyUid) : undefined,
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(batch);
  const claimed = (await Promise.all(due.map((d) => claim(d.uid, now)))).filter((d) => d !== null);
  await Promise.all(claimed.map((d) => attempt(d, now)));
  return claimed.length;
}

// ── In the background ───────────────────────────────────────────────────────────────────────────────

const state = globalThis as unknown as {
  __plinthWebhooks?: { running: Promise<void> | null; again: boolean; timer?: NodeJS.Timeout };
};
const current = () => (state.__plinthWebhooks ??= { running: null, again: false });

async function drain() {
  const s = current();
  do {
    s.again = false;
    try {
      if ((await dispatchDue()) === webhookTiming.batch) s.again = true;
    } catch (error) {
      console.warn("[webhooks] dispatch failed", error);
    }
  } while (s.again);
  s.running = null;
}

/** Starts sending what is due, without waiting; a kick while a round runs makes it go round once more. */
export function kickWebhooks(): void {
  const s = current();
  startWebhookTimer();
  if (s.running) {
    s.again = true;
    return;
  }
  s.running = drain();
}

/** Resolves when the background round (if any) has finished: for tests and a graceful stop. */
export async function webhooksIdle(): Promise<void> {
  while (current().running) await current().running;
}

/** Retries fire on a timer; unref'd, so it never keeps a process alive. */
export function startWebhookTimer(): void {
  const s = current();
  if (s.timer) return;
  s.timer = setInterval(kickWebhooks, webhookTiming.tickMs);
  s.timer.unref();
}
