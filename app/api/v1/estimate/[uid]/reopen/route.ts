import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { versioned } from "@/lib/server/entity-route";
import { reopenEstimate } from "@/lib/server/estimate/lock";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(estimateVersionOperations.reopen, async ({ scope, params, body, ifMatch }) =>
  versioned(await reopenEstimate(scope, params.uid!, body, ifMatch)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
