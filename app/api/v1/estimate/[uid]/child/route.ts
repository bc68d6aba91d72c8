// GET|POST /api/v1/estimate/{uid}/child — a consolidated estimate's roll-up; attach a child
import { estimateChildOperations } from "@/lib/contract/estimate-child";
import { versioned } from "@/lib/server/entity-route";
import { attachChild, getConsolidation } from "@/lib/server/estimate/children";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateChildOperations.list, async ({ scope, params }) =>
  versioned(await getConsolidation(scope, params.uid!)),
);

export const POST = route(estimateChildOperations.attach, async ({ scope, params, body, ifMatch }) =>
  versioned(await attachChild(scope, params.uid!, body.child_uid, ifMatch)),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
