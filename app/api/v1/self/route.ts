import { selfOperations } from "@/lib/contract/self";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";
import { getSelf, updateSelf } from "@/lib/server/user/self";

export const GET = route(selfOperations.get, ({ scope }) => versioned(getSelf(scope)));

export const PUT = route(selfOperations.update, async ({ scope, body, ifMatch }) =>
  versioned(await updateSelf(scope, body, ifMatch)),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
