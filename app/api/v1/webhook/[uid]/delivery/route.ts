import { webhookOperations } from "@/lib/contract/webhook";
import { otherMethods, route } from "@/lib/server/route";
import { listDeliveries } from "@/lib/server/webhooks/deliveries";

export const GET = route(webhookOperations.deliveries, ({ scope, params, query }) =>
  listDeliveries(scope, params.uid!, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
