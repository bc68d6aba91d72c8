// GET|PUT|DELETE /api/v1/bidder/{uid} — read (with its history), change under If-Match, delete
import { bidderOperations as ops } from "@/lib/contract/bidder";
import { deleteBidder, getBidder, updateBidder } from "@/lib/server/bids/bidders";
import { entityRoutes } from "@/lib/server/entity-route";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getBidder],
  update: [ops.update, updateBidder],
  remove: [ops.remove, deleteBidder],
});
