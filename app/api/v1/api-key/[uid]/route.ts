import { apiKeyOperations } from "@/lib/contract/api-key";
import { revokeApiKey } from "@/lib/server/auth/api-keys";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(apiKeyOperations.revoke, async ({ scope, params }) => {
  await revokeApiKey(scope, params.uid!);
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
