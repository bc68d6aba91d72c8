import { userOperations } from "@/lib/contract/user";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { reactivateUser } from "@/lib/server/user/manage";

export const POST = route(userOperations.reactivate, async ({ scope, params, ifMatch }) => {
  const user = await reactivateUser(scope, params.uid!, ifMatch);
  return reply(user, { version: user.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
