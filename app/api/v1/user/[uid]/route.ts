import { userOperations } from "@/lib/contract/user";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { getUser, updateUserRoles } from "@/lib/server/user/manage";

export const GET = route(userOperations.get, async ({ scope, params }) => {
  const user = await getUser(scope, params.uid!);
  return reply(user, { version: user.version });
});

export const PUT = route(userOperations.updateRoles, async ({ scope, params, body, ifMatch }) => {
  const user = await updateUserRoles(scope, params.uid!, body, ifMatch);
  return reply(user, { version: user.version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
