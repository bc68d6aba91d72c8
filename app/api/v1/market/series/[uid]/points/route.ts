// GET|POST /api/v1/market/series/{uid}/points — read a series' points; staff import them from CSV (If-Match)
import { marketOperations as ops } from "@/lib/contract/market";
import { versioned } from "@/lib/server/entity-route";
import { importMarketPoints, listMarketPoints } from "@/lib/server/market/points";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listPoints, async ({ scope, params, query }) =>
  versioned(await listMarketPoints(scope, params.uid!, query)),
);

export const POST = route(ops.importPoints, async ({ scope, params, body, ifMatch }) =>
  versioned(await importMarketPoints(scope, params.uid!, body, ifMatch)),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
