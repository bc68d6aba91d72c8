// GET|PUT /api/v1/self — the signed-in user; update own first and last name
import { profileInput } from "@/lib/domain/validation";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { getSelf, updateSelf } from "@/lib/server/user/self";

export const GET = route({ permission: "self.read" }, ({ scope }) => {
  const user = getSelf(scope);
  return reply(user, { version: user.version });
});

export const PUT = route(
  { permission: "self.update", body: profileInput },
  async ({ scope, body, ifMatch }) => {
    const user = await updateSelf(scope, body, ifMatch);
    return reply(user, { version: user.version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
