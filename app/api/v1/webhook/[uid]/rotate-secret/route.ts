import { webhookOperations } from "@/lib/contract/webhook";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { rotateWebhookSecret } from "@/lib/server/webhooks/endpoints";

export const POST = route(webhookOperations.rotate, async ({ scope, params, ifMatch }) => {
  const { row, dto } = await rotateWebhookSecret(scope, params.uid!, ifMatch);
  return reply(dto, { version: row.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
