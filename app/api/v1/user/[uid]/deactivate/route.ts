// POST /api/v1/user/{uid}/deactivate — blocks sign-in and ends the user's sessions at once (admin)
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { deactivateUser } from "@/lib/server/user/manage";

export const POST = route(
  { permission: "user.update", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    const user = await deactivateUser(scope, params.uid!, ifMatch);
    return reply(user, { version: user.version });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
