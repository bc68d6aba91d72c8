import { bidInvitationOperations } from "@/lib/contract/bid-invitation";
import { remindBidders } from "@/lib/server/bids/invitations";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(bidInvitationOperations.remind, ({ scope, params }) =>
  remindBidders(scope, params.uid!),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
