import { userOperations } from "@/lib/contract/user";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";
import { deactivateUser } from "@/lib/server/user/manage";

export const POST = route(userOperations.deactivate, async ({ scope, params, ifMatch }) =>
  versioned(await deactivateUser(scope, params.uid!, ifMatch)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
