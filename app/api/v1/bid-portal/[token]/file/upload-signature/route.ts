import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { signPortalUpload } from "@/lib/server/bids/portal-files";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(bidPortalOperations.signUpload, ({ req, params, body }) =>
  signPortalUpload(params.token!, clientIp(req.headers), body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
