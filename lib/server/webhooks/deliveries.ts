// An endpoint's delivery log, newest first, and the two ways an admin sends now: redeliver a past delivery
// (a new delivery with the same payload) and a test ping.
import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { WebhookDeliveryRow } from "@/db/schema";
import { countsTotal } from "@/lib/contract/list";
import type { WebhookDeliveryDto } from "@/lib/contract/webhook";
import { writeAudit } from "../audit";
import { collection, decodeOffset } from "../collection";
import { NotFoundError } from "../errors";
import type { Scope } from "../scope-type";
import { kickWebhooks } from "./dispatcher";
import { findWebhook } from "./endpoints";
import { webhookPayload } from "./events";

const { webhookDeliveries: deliveries } = schema;

function deliveryDto(row: WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    uid: row.uid,
    webhook_uid: row.webhookUid,
    event: row.event,
    status: row.status as WebhookDeliveryDto["status"],
    attempts: row.attempts,
    response_status: row.responseStatus,
    last_error: row.lastError,
    response_time_ms: row.responseTimeMs,
    next_attempt_at: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

export async function listDeliveries(
  scope: Scope,
  uid: string,
  query: { limit: number; cursor?: string; count?: boolean },
) {
  await findWebhook(db(), scope, uid);
  const offset = decodeOffset(query.cursor);
  const mine = and(eq(deliveries.webhookUid, uid), eq(deliveries.companyUid, scope.company.uid));
  const rows = await db()
    .select()
    .from(deliveries)
    .where(mine)
    .orderBy(desc(deliveries.createdAt), desc(deliveries.uid))
    .limit(query.limit + 1)
    .offset(offset);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? String(offset + query.limit) : null;
  const total = countsTotal(query) ? await db().$count(deliveries, mine) : null;
  return collection(page.map(deliveryDto), total, next);
}

async function queue(
  scope: Scope,
  webhookUid: string,
  event: string,
  payload: Record<string, unknown>,
  action: string,
) {
  const row = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(deliveries)
      .values({ companyUid: scope.company.uid, webhookUid, event, payload })
      .returning();
    await writeAudit(tx, scope, {
      action,
      targetType: "webhook",
      targetUid: webhookUid,
      data: { delivery_uid: created!.uid, event },
    });
    return created!;
  });
  kickWebhooks();
  return deliveryDto(row);
}

/** A new delivery of the same payload, due now (the old one keeps its own log line). */
export async function redeliver(scope: Scope, uid: string, deliveryUid: string) {
  await findWebhook(db(), scope, uid);
  const [old] = await db()
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.uid, deliveryUid),
        eq(deliveries.webhookUid, uid),
        eq(deliveries.companyUid, scope.company.uid),
      ),
    );
  if (!old) throw new NotFoundError("Delivery not found");
  return queue(scope, uid, old.event, old.payload, "webhook.redeliver");
}

/** A `ping` event to the endpoint, due now. */
export async function pingWebhook(scope: Scope, uid: string) {
  await findWebhook(db(), scope, uid);
  const payload = webhookPayload(scope.company.uid, "ping", { webhook_uid: uid });
  return queue(scope, uid, "ping", payload, "webhook.test");
}
