// DELETE /api/v1/api-key/{uid} — revoke a key at once (admin); requests with it answer 401 from then on
import { revokeApiKey } from "@/lib/server/auth/api-keys";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(
  { permission: "apikey.manage", uidParams: ["uid"], ifMatch: "none" },
  async ({ scope, params }) => {
    await revokeApiKey(scope, params.uid!);
  },
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
