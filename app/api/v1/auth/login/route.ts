import { authOperations } from "@/lib/contract/auth";
import { isFormPost, login, loginFromForm } from "@/lib/server/auth/login-route";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(authOperations.login, ({ req, body }) =>
  isFormPost(req) ? loginFromForm(req, body) : login(body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
