import { bidInvitationOperations } from "@/lib/contract/bid-invitation";
import { inviteBidders, listInvitations } from "@/lib/server/bids/invitations";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(bidInvitationOperations.list, ({ scope, params }) =>
  listInvitations(scope, params.uid!),
);

export const POST = route(bidInvitationOperations.invite, async ({ scope, params, body }) =>
  reply(await inviteBidders(scope, params.uid!, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
