// PUT /api/v1/estimate/{uid}/rollup — a consolidated estimate's mode: its markups on the roll-up, or the children's
import { estimateChildOperations } from "@/lib/contract/estimate-child";
import { versioned } from "@/lib/server/entity-route";
import { setRollupMode } from "@/lib/server/estimate/children";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(estimateChildOperations.mode, async ({ scope, params, body, ifMatch }) =>
  versioned(await setRollupMode(scope, params.uid!, body.rollup_mode, ifMatch)),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
