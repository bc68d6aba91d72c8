// POST /api/v1/user/{uid}/resend-invitation — a new activation link for a pending user; old links stop working
import { otherMethods, route } from "@/lib/server/route";
import { resendInvitation } from "@/lib/server/user/invitation";

export const POST = route({ permission: "user.invite", uidParams: ["uid"] }, ({ scope, params }) =>
  resendInvitation(scope, params.uid!),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
