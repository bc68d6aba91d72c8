import { userOperations } from "@/lib/contract/user";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { activateUser, getActivation } from "@/lib/server/user/activation";

export const GET = publicRoute(userOperations.getActivation, ({ params }) => getActivation(params.token!));

export const POST = publicRoute(userOperations.activate, ({ params, body }) =>
  activateUser(params.token!, body),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
