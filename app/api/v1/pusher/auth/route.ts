// POST /api/v1/pusher/auth — sign a subscription to a private or presence channel the caller may follow
import { authorizeChannel, channelAuthInput } from "@/lib/server/realtime";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "realtime.auth", body: channelAuthInput, formBody: true },
  ({ scope, body }) => authorizeChannel(scope, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
