import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { attachPortalFile } from "@/lib/server/bids/portal-files";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { reply } from "@/lib/server/http";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(bidPortalOperations.attach, async ({ req, params, body }) =>
  reply(await attachPortalFile(params.token!, clientIp(req.headers), body), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
