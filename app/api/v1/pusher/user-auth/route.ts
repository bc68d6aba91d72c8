// POST /api/v1/pusher/user-auth — sign the user data for pusher:signin (id = the user's uid)
import { authenticateUser, userAuthInput } from "@/lib/server/realtime";
import { route } from "@/lib/server/route";

export const POST = route(
  { permission: "realtime.auth", body: userAuthInput, formBody: true },
  ({ scope, body }) => authenticateUser(scope, body),
);
