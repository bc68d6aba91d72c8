import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteCostIndex, getCostIndex, updateCostIndex } from "@/lib/server/reference/cost-index";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.getCostIndex, getCostIndex],
  update: [ops.updateCostIndex, updateCostIndex],
  remove: [ops.deleteCostIndex, deleteCostIndex],
});
