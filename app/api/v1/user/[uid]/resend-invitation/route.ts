import { userOperations } from "@/lib/contract/user";
import { otherMethods, route } from "@/lib/server/route";
import { resendInvitation } from "@/lib/server/user/invitation";

export const POST = route(userOperations.resendInvitation, ({ scope, params }) =>
  resendInvitation(scope, params.uid!),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
