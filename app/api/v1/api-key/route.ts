import { apiKeyOperations } from "@/lib/contract/api-key";
import { createApiKey, listApiKeys } from "@/lib/server/auth/api-keys";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(apiKeyOperations.list, ({ scope }) => listApiKeys(scope));

export const POST = route(apiKeyOperations.create, async ({ scope, body }) =>
  reply(await createApiKey(scope, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
