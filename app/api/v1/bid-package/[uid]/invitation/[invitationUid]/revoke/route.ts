import { bidInvitationOperations } from "@/lib/contract/bid-invitation";
import { revokeInvitation } from "@/lib/server/bids/invitations";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(bidInvitationOperations.revoke, async ({ scope, params, ifMatch }) => {
  const invitation = await revokeInvitation(scope, params.uid!, params.invitationUid!, ifMatch);
  return reply(invitation, { version: invitation.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
