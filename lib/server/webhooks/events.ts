// Raising a webhook event: one delivery row per enabled endpoint of the company subscribed to it, written in
// the transaction that made the change (so an event exists exactly when its change committed). The caller
// calls kickWebhooks() after the commit; sending happens in the background (dispatcher.ts).
import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import { type DbOrTx, schema } from "@/db";
import type { WebhookEvent } from "@/lib/domain/webhooks";

const { webhookEndpoints: endpoints, webhookDeliveries: deliveries } = schema;

type WebhookPayload = {
  id: string;
  event: WebhookEvent | "ping";
  created_at: string;
  company_uid: string;
  data: Record<string, unknown>;
};

export function webhookPayload(
  companyUid: string,
  event: WebhookPayload["event"],
  data: Record<string, unknown>,
  now = new Date(),
): WebhookPayload {
  return { id: randomUUID(), event, created_at: now.toISOString(), company_uid: companyUid, data };
}

/** Queues `event` for every enabled endpoint of the company that subscribes to it; answers how many. */
export function enqueueWebhook(
  tx: DbOrTx,
  companyUid: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  return enqueueWebhooks(tx, companyUid, event, [data]);
}

/**
 * Queues one `event` per item of `data` (a bulk change such as an import) for every subscribed enabled
 * endpoint: one endpoint read, inserts in chunks. Answers how many deliveries were queued.
 */
export async function enqueueWebhooks(
  tx: DbOrTx,
  companyUid: string,
  event: WebhookEvent,
  data: Record<string, unknown>[],
): Promise<number> {
  if (data.length === 0) return 0;
  const subscribed = await tx
    .select({ uid: endpoints.uid })
    .from(endpoints)
    .where(
      and(
        eq(endpoints.companyUid, companyUid),
        eq(endpoints.enabled, true),
        arrayContains(endpoints.events, [event]),
      ),
    );
  if (subscribed.length === 0) return 0;
  const rows = data.flatMap((d) => {
    const payload = webhookPayload(companyUid, event, d);
    return subscribed.map((e) => ({ companyUid, webhookUid: e.uid, event, payload }));
  });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(deliveries).values(rows.slice(i, i + 1000));
  return rows.length;
}

/** The fields of an estimate an event carries (the full estimate is one GET away). */
export function estimateEventData(e: {
  uid: string;
  name: string;
  number?: string | null;
  status: string;
  version: number;
  projectUid?: string | null;
}) {
  return {
    uid: e.uid,
    name: e.name,
    number: e.number ?? null,
    status: e.status,
    version: e.version,
    project_uid: e.projectUid ?? null,
  };
}

export { kickWebhooks } from "./dispatcher";
