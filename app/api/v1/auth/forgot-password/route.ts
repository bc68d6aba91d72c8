import { authOperations } from "@/lib/contract/auth";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const POST = publicRoute(authOperations.forgotPassword, ({ req, body }) =>
  requestPasswordReset(body, req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
