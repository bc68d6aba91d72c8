// PUT|DELETE /api/v1/market/series/{uid} — staff edit or delete a market series (If-Match)
import { marketOperations as ops } from "@/lib/contract/market";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteMarketSeries, updateMarketSeries } from "@/lib/server/market/series";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  update: [ops.updateSeries, updateMarketSeries],
  remove: [ops.deleteSeries, deleteMarketSeries],
});
