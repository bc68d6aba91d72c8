import { userOperations as ops } from "@/lib/contract/user";
import { entityRoutes } from "@/lib/server/entity-route";
import { getUser, updateUserRoles } from "@/lib/server/user/manage";

export const { GET, PUT, POST, PATCH, DELETE } = entityRoutes({
  get: [ops.get, getUser],
  update: [ops.updateRoles, updateUserRoles],
});
