// GET|POST /api/v1/api-key — the company's active API keys; issue one (admin; the secret is answered once)
import { createApiKey, createApiKeyInput, listApiKeys } from "@/lib/server/auth/api-keys";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "apikey.manage" }, ({ scope }) => listApiKeys(scope));

export const POST = route({ permission: "apikey.manage", body: createApiKeyInput }, async ({ scope, body }) =>
  reply(await createApiKey(scope, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
