// GET|POST /api/v1/user/activate/{token} — invitation data; set names and password to activate
import { activateInput } from "@/lib/domain/validation";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { activateUser, getActivation } from "@/lib/server/user/activation";

export const GET = publicRoute({}, ({ params }) => getActivation(params.token!));

export const POST = publicRoute({ body: activateInput }, ({ params, body }) =>
  activateUser(params.token!, body),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
