// PUT /api/v1/self/change-password — change own password (password, newPassword, confirm)
import { changePasswordInput } from "@/lib/domain/validation";
import { otherMethods, route } from "@/lib/server/route";
import { changePassword } from "@/lib/server/user/self";

export const PUT = route(
  { permission: "self.update", body: changePasswordInput, ifMatch: "none" },
  ({ scope, body }) => changePassword(scope, body),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
