// GET|PUT /api/v1/user/{uid} — one user of the company; change their roles (admin, If-Match)
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { getUser, updateUserInput, updateUserRoles } from "@/lib/server/user/manage";

export const GET = route({ permission: "user.read", uidParams: ["uid"] }, async ({ scope, params }) => {
  const user = await getUser(scope, params.uid!);
  return reply(user, { version: user.version });
});

export const PUT = route(
  { permission: "user.update", uidParams: ["uid"], body: updateUserInput },
  async ({ scope, params, body, ifMatch }) => {
    const user = await updateUserRoles(scope, params.uid!, body, ifMatch);
    return reply(user, { version: user.version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
