// GET|PUT|DELETE /api/v1/cost-item/{uid} — read (normalised to an estimate when asked), change under If-Match, delete
import { costItemOperations as ops } from "@/lib/contract/cost-item";
import { deleteCostItem, getCostItem, updateCostItem } from "@/lib/server/cost-library/items";
import { entityRoutes } from "@/lib/server/entity-route";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getCostItem],
  update: [ops.update, updateCostItem],
  remove: [ops.remove, deleteCostItem],
});
