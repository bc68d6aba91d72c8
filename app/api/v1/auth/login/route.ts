// POST /api/v1/auth/login — sign in with email and password (sets the session cookie)
import { loginInput } from "@/lib/domain/validation";
import { login } from "@/lib/server/auth/login-route";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute({ body: loginInput }, ({ body }) => login(body));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
