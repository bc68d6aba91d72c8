// GET|POST|PUT /api/v1/bid-package/{uid}/leveling — the leveling sheet and its adjustments (records of their own)
import { bidLevelingOperations } from "@/lib/contract/bid-leveling";
import { addAdjustments, getLeveling, levelingReply as withVersion } from "@/lib/server/bids/leveling";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(bidLevelingOperations.leveling, async ({ scope, params }) =>
  withVersion(await getLeveling(scope, params.uid!)),
);

export const POST = route(bidLevelingOperations.adjust, async ({ scope, params, body, ifMatch }) =>
  withVersion(await addAdjustments(scope, params.uid!, [body], ifMatch)),
);

export const PUT = route(bidLevelingOperations.adjustMany, async ({ scope, params, body, ifMatch }) =>
  withVersion(await addAdjustments(scope, params.uid!, body.adjustments, ifMatch)),
);

export const { PATCH, DELETE } = otherMethods("GET", "POST", "PUT");
