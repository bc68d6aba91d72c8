// POST|DELETE /api/v1/bid-package/{uid}/award — award the package to a submitted bid; undo the award
import { bidLevelingOperations } from "@/lib/contract/bid-leveling";
import { awardPackage, unawardPackage } from "@/lib/server/bids/award";
import { levelingReply } from "@/lib/server/bids/leveling";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(bidLevelingOperations.award, async ({ scope, params, body, ifMatch }) =>
  levelingReply(await awardPackage(scope, params.uid!, body, ifMatch)),
);

export const DELETE = route(bidLevelingOperations.unaward, async ({ scope, params, ifMatch }) =>
  levelingReply(await unawardPackage(scope, params.uid!, ifMatch)),
);

export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
