// An endpoint whose deliveries have failed for 3 days without a success is turned off: its pending deliveries
// fail, the audit log records it, and every admin of the company is mailed (SMTP or the outbox).
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { WebhookEndpointRow } from "@/db/schema";
import { env } from "@/lib/env";
import { writeAudit } from "../audit";
import { sendMail } from "../mail";
import type { MailContent } from "../mail/templates";

const { webhookEndpoints: endpoints, webhookDeliveries: deliveries, users } = schema;

const disabledReason = "Deliveries failed for 3 days without a success";

function disabledMail(url: string, since: Date, settingsUrl: string): MailContent {
  const day = since.toISOString().slice(0, 10);
  const text = [
    `Plinth turned off your webhook endpoint ${url}: every delivery to it has failed since ${day}.`,
    "",
    "Fix the receiver, then turn the endpoint back on in Settings › Webhooks, where the delivery log shows what it answered:",
    settingsUrl,
  ].join("\n");
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = [
    `<p>Plinth turned off your webhook endpoint <strong>${esc(url)}</strong>: every delivery to it has failed since ${day}.</p>`,
    `<p>Fix the receiver, then turn the endpoint back on in <a href="${esc(settingsUrl)}">Settings › Webhooks</a>, where the delivery log shows what it answered.</p>`,
  ].join("\n");
  return { subject: "A webhook endpoint was disabled", text, html };
}

/** Disables the endpoint once (another server may race here: only the one whose update hits mails). */
export async function disableFailingEndpoint(endpoint: WebhookEndpointRow, now: Date): Promise<boolean> {
  const disabled = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(endpoints)
      .set({
        enabled: false,
        disabledReason,
        version: sql`${endpoints.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(endpoints.uid, endpoint.uid), eq(endpoints.enabled, true)))
      .returning();
    if (!row) return null;
    await tx
      .update(deliveries)
      .set({ status: "failed", lastError: "The endpoint was disabled" })
      .where(and(eq(deliveries.webhookUid, row.uid), eq(deliveries.status, "pending")));
    await writeAudit(tx, null, {
      action: "webhook.disabled",
      companyUid: row.companyUid,
      targetType: "webhook",
      targetUid: row.uid,
      data: { url: row.url, reason: disabledReason, failing_since: row.failingSince?.toISOString() ?? null },
    });
    return row;
  });
  if (!disabled) return false;
  const admins = await db()
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyUid, disabled.companyUid),
        eq(users.isActive, true),
        sql`${users.roles}[1] = 'admin'`,
      ),
    );
  const mail = disabledMail(disabled.url, disabled.failingSince ?? now, `${env().APP_URL}/settings/webhooks`);
  await Promise.all(admins.map((a) => sendMail({ ...mail, companyUid: disabled.companyUid, to: a.email })));
  return true;
}
