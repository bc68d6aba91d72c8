import { estimateOperations } from "@/lib/contract/estimate";
import { listEstimates } from "@/lib/server/estimate/list";
import { createEstimate } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateOperations.list, ({ scope, query }) => listEstimates(scope, query));

export const POST = route(estimateOperations.create, async ({ scope, body }) => {
  const estimate = await createEstimate(scope, body);
  return reply(estimate, { status: 201, version: estimate.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
