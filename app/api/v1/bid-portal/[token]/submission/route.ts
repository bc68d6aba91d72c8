import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { saveSubmission } from "@/lib/server/bids/portal-actions";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(bidPortalOperations.submit, ({ req, params, body }) =>
  saveSubmission(params.token!, clientIp(req.headers), body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
