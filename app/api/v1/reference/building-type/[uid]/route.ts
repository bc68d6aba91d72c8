import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { deleteBuildingType, updateBuildingType } from "@/lib/server/reference/building-types";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(ops.updateBuildingType, async ({ scope, body, params, ifMatch }) => {
  const type = await updateBuildingType(scope, params.uid!, body, ifMatch);
  return reply(type, { version: type.version });
});

export const DELETE = route(ops.deleteBuildingType, async ({ scope, params, ifMatch }) => {
  await deleteBuildingType(scope, params.uid!, ifMatch);
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
