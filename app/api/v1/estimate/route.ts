import { estimateOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { listEstimates } from "@/lib/server/estimate/list";
import { createEstimate } from "@/lib/server/estimate/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateOperations.list, ({ scope, query }) => listEstimates(scope, query));

export const POST = route(estimateOperations.create, async ({ scope, body }) =>
  versioned(await createEstimate(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
