import { selfOperations } from "@/lib/contract/self";
import { otherMethods, route } from "@/lib/server/route";
import { changePassword } from "@/lib/server/user/self";

export const PUT = route(selfOperations.changePassword, ({ scope, body }) => changePassword(scope, body));

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
