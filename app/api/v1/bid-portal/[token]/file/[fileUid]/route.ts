import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { detachPortalFile } from "@/lib/server/bids/portal-files";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const DELETE = publicRoute(bidPortalOperations.detach, ({ req, params }) =>
  detachPortalFile(params.token!, clientIp(req.headers), params.fileUid!),
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
