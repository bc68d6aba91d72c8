import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteBuildingType, updateBuildingType } from "@/lib/server/reference/building-types";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  update: [ops.updateBuildingType, updateBuildingType],
  remove: [ops.deleteBuildingType, deleteBuildingType],
});
