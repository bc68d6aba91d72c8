import { userOperations } from "@/lib/contract/user";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";
import { reactivateUser } from "@/lib/server/user/manage";

export const POST = route(userOperations.reactivate, async ({ scope, params, ifMatch }) =>
  versioned(await reactivateUser(scope, params.uid!, ifMatch)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
