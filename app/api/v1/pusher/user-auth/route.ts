// POST /api/v1/pusher/user-auth — sign the user data for pusher:signin (id = the user's uid)
import { authenticateUser, userAuthInput } from "@/lib/server/realtime";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "realtime.auth", body: userAuthInput, formBody: true },
  ({ scope, body }) => authenticateUser(scope, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
