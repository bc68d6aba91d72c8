// GET /api/v1/market/location-index — the company's location indexes with map coordinates
import { marketOperations as ops } from "@/lib/contract/market";
import { listMarketLocations } from "@/lib/server/market/location";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.locationIndex, ({ scope }) => listMarketLocations(scope));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
