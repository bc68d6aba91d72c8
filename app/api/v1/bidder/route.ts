// GET /api/v1/bidder — the bidders directory; POST — add a bidder
import { bidderOperations as ops } from "@/lib/contract/bidder";
import { createBidder, listBidders } from "@/lib/server/bids/bidders";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.list, ({ scope, query }) => listBidders(scope, query));

export const POST = route(ops.create, async ({ scope, body }) =>
  versioned(await createBidder(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
