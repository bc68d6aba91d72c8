import { realtimeOperations } from "@/lib/contract/realtime";
import { authenticateUser } from "@/lib/server/realtime";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(realtimeOperations.userAuth, ({ scope, body }) => authenticateUser(scope, body));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
