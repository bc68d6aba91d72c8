// DELETE /api/v1/estimate/{uid}/child/{childUid} — take a child out of a consolidated estimate
import { estimateChildOperations } from "@/lib/contract/estimate-child";
import { detachChild } from "@/lib/server/estimate/children";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(estimateChildOperations.detach, async ({ scope, params, ifMatch }) => {
  await detachChild(scope, params.uid!, params.childUid!, ifMatch);
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
