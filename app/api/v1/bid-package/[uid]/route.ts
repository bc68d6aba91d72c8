// GET|PUT|DELETE /api/v1/bid-package/{uid} — read (live budget), change or move its status under If-Match, delete
import { bidPackageOperations as ops } from "@/lib/contract/bid-package";
import { deleteBidPackage, getBidPackage, updateBidPackage } from "@/lib/server/bids/packages";
import { entityRoutes } from "@/lib/server/entity-route";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getBidPackage],
  update: [ops.update, updateBidPackage],
  remove: [ops.remove, deleteBidPackage],
});
