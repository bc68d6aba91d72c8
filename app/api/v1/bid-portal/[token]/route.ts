import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { viewPortal } from "@/lib/server/bids/portal";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { otherMethods, publicRoute } from "@/lib/server/route";

// No session: the link's token is the credential, and it reaches its own invitation only.
export const GET = publicRoute(bidPortalOperations.view, ({ req, params }) =>
  viewPortal(params.token!, clientIp(req.headers)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
