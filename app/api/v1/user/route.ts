import { userOperations } from "@/lib/contract/user";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { inviteUserAndNotify } from "@/lib/server/user/invitation";
import { listUsers } from "@/lib/server/user/list";

export const GET = route(userOperations.list, ({ scope, query }) => listUsers(scope, query));

export const POST = route(userOperations.invite, async ({ scope, body }) =>
  reply(await inviteUserAndNotify(scope, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
