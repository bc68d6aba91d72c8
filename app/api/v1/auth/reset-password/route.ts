import { authOperations } from "@/lib/contract/auth";
import { resetPassword } from "@/lib/server/auth/password-reset";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(authOperations.resetPassword, ({ body }) => resetPassword(body));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
