// GET /api/v1/bid-package/{uid}/export?format=xlsx|pdf — the leveling sheet as a spreadsheet (with formulas) or PDF
import { bidLevelingOperations } from "@/lib/contract/bid-leveling";
import { exportLeveling } from "@/lib/server/bids/leveling-export";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(bidLevelingOperations.export, ({ scope, params, query }) =>
  exportLeveling(scope, params.uid!, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
