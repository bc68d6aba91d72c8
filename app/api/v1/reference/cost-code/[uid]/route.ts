import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteCostCode, updateCostCode } from "@/lib/server/reference/cost-codes";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  update: [ops.updateCostCode, updateCostCode],
  remove: [ops.deleteCostCode, deleteCostCode],
});
