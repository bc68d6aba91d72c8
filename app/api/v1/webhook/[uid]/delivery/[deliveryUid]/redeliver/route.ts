import { webhookOperations } from "@/lib/contract/webhook";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { redeliver } from "@/lib/server/webhooks/deliveries";

export const POST = route(webhookOperations.redeliver, async ({ scope, params }) =>
  reply(await redeliver(scope, params.uid!, params.deliveryUid!), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
