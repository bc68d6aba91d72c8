// POST /api/v1/auth/login — sign in with email and password (sets the session cookie)
import { z } from "zod";
import { loginInput } from "@/lib/domain/validation";
import { isFormPost, login, loginFromForm } from "@/lib/server/auth/login-route";
import { otherMethods, publicRoute } from "@/lib/server/route";

// JSON from the enhanced form and API clients; a plain form post (before the page's script ran) also sends
// where to go next, and is answered with a redirect.
const loginRequest = loginInput.extend({ callbackUrl: z.string().max(2048).optional() });

export const POST = publicRoute({ body: loginRequest, formBody: true }, ({ req, body }) =>
  isFormPost(req) ? loginFromForm(req, body) : login(body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
