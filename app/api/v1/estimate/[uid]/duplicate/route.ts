import { estimateOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { duplicateEstimate } from "@/lib/server/estimate/service";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(estimateOperations.duplicate, async ({ scope, params, body }) =>
  versioned(await duplicateEstimate(scope, params.uid!, body.name), 201),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
