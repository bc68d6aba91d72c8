import { selfOperations } from "@/lib/contract/self";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { getSelf, updateSelf } from "@/lib/server/user/self";

export const GET = route(selfOperations.get, ({ scope }) => {
  const user = getSelf(scope);
  return reply(user, { version: user.version });
});

export const PUT = route(selfOperations.update, async ({ scope, body, ifMatch }) => {
  const user = await updateSelf(scope, body, ifMatch);
  return reply(user, { version: user.version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
