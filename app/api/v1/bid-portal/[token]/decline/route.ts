import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { declineBid } from "@/lib/server/bids/portal-actions";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(bidPortalOperations.decline, ({ req, params, body }) =>
  declineBid(params.token!, clientIp(req.headers), body.reason),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
