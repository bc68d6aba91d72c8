import { estimateOperations } from "@/lib/contract/estimate";
import { duplicateEstimate } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(estimateOperations.duplicate, async ({ scope, params, body }) => {
  const estimate = await duplicateEstimate(scope, params.uid!, body.name);
  return reply(estimate, { status: 201, version: estimate.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
