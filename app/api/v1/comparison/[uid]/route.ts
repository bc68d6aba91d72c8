// GET|PUT|DELETE /api/v1/comparison/{uid} — read (with its table), change under If-Match, delete
import { comparisonOperations as ops } from "@/lib/contract/comparison";
import { deleteComparison, getComparison, updateComparison } from "@/lib/server/comparison/service";
import { entityRoutes } from "@/lib/server/entity-route";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getComparison],
  update: [ops.update, updateComparison],
  remove: [ops.remove, deleteComparison],
});
