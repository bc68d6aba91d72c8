import { webhookOperations } from "@/lib/contract/webhook";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { createWebhook, listWebhooks } from "@/lib/server/webhooks/endpoints";

export const GET = route(webhookOperations.list, ({ scope }) => listWebhooks(scope));

export const POST = route(webhookOperations.create, async ({ scope, body }) => {
  const created = await createWebhook(scope, body);
  return reply(created, { status: 201, version: created.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
