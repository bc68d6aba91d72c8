// GET|POST /api/v1/market/series — list the market series; staff add one
import { marketOperations as ops } from "@/lib/contract/market";
import { versioned } from "@/lib/server/entity-route";
import { createMarketSeries, listMarketSeries } from "@/lib/server/market/series";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listSeries, ({ scope, query }) => listMarketSeries(scope, query));

export const POST = route(ops.createSeries, async ({ scope, body }) =>
  versioned(await createMarketSeries(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
