import { bidPortalOperations } from "@/lib/contract/bid-portal";
import { askQuestion } from "@/lib/server/bids/portal-actions";
import { clientIp } from "@/lib/server/bids/portal-rate-limit";
import { reply } from "@/lib/server/http";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(bidPortalOperations.ask, async ({ req, params, body }) =>
  reply(await askQuestion(params.token!, clientIp(req.headers), body.text), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
