import { webhookOperations } from "@/lib/contract/webhook";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { pingWebhook } from "@/lib/server/webhooks/deliveries";

export const POST = route(webhookOperations.test, async ({ scope, params }) =>
  reply(await pingWebhook(scope, params.uid!), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
