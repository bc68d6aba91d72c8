import { webhookOperations } from "@/lib/contract/webhook";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { deleteWebhook, readWebhook, updateWebhook, webhookDto } from "@/lib/server/webhooks/endpoints";

export const GET = route(webhookOperations.read, async ({ scope, params }) => {
  const dto = await readWebhook(scope, params.uid!);
  return reply(dto, { version: dto.version });
});

export const PUT = route(webhookOperations.update, async ({ scope, params, body, ifMatch }) => {
  const row = await updateWebhook(scope, params.uid!, body, ifMatch);
  return reply(webhookDto(row), { version: row.version });
});

export const DELETE = route(webhookOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteWebhook(scope, params.uid!, ifMatch);
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
