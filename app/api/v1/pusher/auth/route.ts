import { realtimeOperations } from "@/lib/contract/realtime";
import { authorizeChannel } from "@/lib/server/realtime";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(realtimeOperations.channelAuth, ({ scope, body }) => authorizeChannel(scope, body));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
