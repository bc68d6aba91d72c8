// Webhook endpoints of a company: admins register, change, rotate and delete them. The signing secret is
// answered once (on create and rotate) and stored only encrypted.
import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { WebhookEndpointRow } from "@/db/schema";
import type { WebhookDto, WebhookInput, WebhookWithSecret } from "@/lib/contract/webhook";
import type { WebhookEvent } from "@/lib/domain/webhooks";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import { outboundUrlProblem } from "../net/outbound";
import type { Scope } from "../scope-type";
import { sealSecret } from "../sso/secret-box";
import { newWebhookSecret } from "./signature";

const { webhookEndpoints: endpoints } = schema;

export function webhookDto(row: WebhookEndpointRow): WebhookDto {
  return {
    uid: row.uid,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The URL as the sender will see it: https (or loopback http in development), no internal address. */
function checkUrl(url: string) {
  const problem = outboundUrlProblem(url);
  if (problem)
    throw new ValidationError({
      url: problem === "it must use https://" ? "Enter an https:// URL" : `Cannot send there: ${problem}`,
    });
}

type Input = Required<Pick<WebhookInput, "url" | "events">> & { description?: string; enabled?: boolean };

function columns(input: Input) {
  return {
    url: input.url,
    description: input.description ?? "",
    events: [...new Set(input.events)].sort(),
    enabled: input.enabled ?? true,
  };
}

export async function listWebhooks(scope: Scope) {
  const rows = await db()
    .select()
    .from(endpoints)
    .where(eq(endpoints.companyUid, scope.company.uid))
    .orderBy(desc(endpoints.createdAt));
  return collection(rows.map(webhookDto));
}

/** The endpoint of the scope's company, or 404 (another company's too). */
export async function findWebhook(tx: Tx | ReturnType<typeof db>, scope: Scope, uid: string, lock = false) {
  const query = tx
    .select()
    .from(endpoints)
    .where(and(eq(endpoints.uid, uid), eq(endpoints.companyUid, scope.company.uid)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("Webhook not found");
  return row;
}

export async function readWebhook(scope: Scope, uid: string) {
  return webhookDto(await findWebhook(db(), scope, uid));
}

export async function createWebhook(scope: Scope, input: Input): Promise<WebhookWithSecret> {
  checkUrl(input.url);
  const secret = newWebhookSecret();
  const row = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(endpoints)
      .values({ ...columns(input), companyUid: scope.company.uid, secretEnc: sealSecret(secret) })
      .returning();
    await writeAudit(tx, scope, {
      action: "webhook.create",
      targetType: "webhook",
      targetUid: created!.uid,
      data: { url: created!.url, events: created!.events },
    });
    return created!;
  });
  return { ...webhookDto(row), secret };
}

function checkVersion(row: WebhookEndpointRow, ifMatch: number | undefined) {
  if (ifMatch !== undefined && ifMatch !== row.version) throw new PreconditionFailedError();
}

export async function updateWebhook(scope: Scope, uid: string, input: Input, ifMatch?: number) {
  checkUrl(input.url);
  const row = await db().transaction(async (tx) => {
    const current = await findWebhook(tx, scope, uid, true);
    checkVersion(current, ifMatch);
    const set = columns(input);
    const turnedOn = set.enabled && !current.enabled;
    const [updated] = await tx
      .update(endpoints)
      .set({
        ...set,
        // Turned back on: a fresh start (a new 3 days before it could be disabled again).
        ...(turnedOn ? { disabledReason: null, failingSince: null } : {}),
        ...(!set.enabled && current.enabled ? { disabledReason: null } : {}),
        version: sql`${endpoints.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(endpoints.uid, uid), eq(endpoints.companyUid, scope.company.uid)))
      .returning();
    await writeAudit(tx, scope, {
      action: "webhook.update",
      targetType: "webhook",
      targetUid: uid,
      data: { url: set.url, events: set.events, enabled: set.enabled },
    });
    return updated!;
  });
  return row;
}

export async function rotateWebhookSecret(scope: Scope, uid: string, ifMatch?: number) {
  const secret = newWebhookSecret();
  const row = await db().transaction(async (tx) => {
    const current = await findWebhook(tx, scope, uid, true);
    checkVersion(current, ifMatch);
    const [updated] = await tx
      .update(endpoints)
      .set({ secretEnc: sealSecret(secret), version: sql`${endpoints.version} + 1`, updatedAt: new Date() })
      .where(and(eq(endpoints.uid, uid), eq(endpoints.companyUid, scope.company.uid)))
      .returning();
    await writeAudit(tx, scope, { action: "webhook.rotate_secret", targetType: "webhook", targetUid: uid });
    return updated!;
  });
  return { row, dto: { ...webhookDto(row), secret } };
}

export async function deleteWebhook(scope: Scope, uid: string, ifMatch?: number) {
  await db().transaction(async (tx) => {
    const current = await findWebhook(tx, scope, uid, true);
    checkVersion(current, ifMatch);
    await tx
      .delete(endpoints)
      .where(and(eq(endpoints.uid, uid), eq(endpoints.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "webhook.delete",
      targetType: "webhook",
      targetUid: uid,
      data: { url: current.url },
    });
  });
}
