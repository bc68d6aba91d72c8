// GET|POST /api/v1/user — the company's users; invite a user (an activation link, mailed or put in the outbox)
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { inviteUserInput } from "@/lib/server/user/activation";
import { inviteUserAndNotify } from "@/lib/server/user/invitation";
import { listUsers } from "@/lib/server/user/list";

export const GET = route({ permission: "user.read" }, ({ scope }) => listUsers(scope));

export const POST = route({ permission: "user.invite", body: inviteUserInput }, async ({ scope, body }) =>
  reply(await inviteUserAndNotify(scope, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
