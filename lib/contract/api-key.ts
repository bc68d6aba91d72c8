// API keys: what Settings › API keys sends and reads, and the operations under /api/v1/api-key.
import { z } from "zod";
import { roles } from "@/lib/domain/roles";
import { listResponse } from "./list";
import { operation } from "./operation";

export const createApiKeyInput = z
  .object({
    name: z.string({ error: "Required" }).trim().min(1, "Required").max(100, "Use at most 100 characters"),
    role: z.enum(roles, { error: "Must be admin, editor or viewer" }).default("viewer"),
  })
  .strict();
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyDto = z.object({
  uid: z.string(),
  name: z.string(),
  role: z.enum(roles),
  prefix: z.string().describe("The first characters of the secret, to tell keys apart"),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  created_by: z.string().nullable().describe("Who issued it, by name or email"),
});
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

export const apiKeyOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/api-key",
    summary: "List the company's active API keys",
    permission: "apikey.manage",
    response: listResponse(apiKeyDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/api-key",
    summary: "Issue an API key acting as the caller (its secret is in this answer only)",
    permission: "apikey.manage",
    body: createApiKeyInput,
    status: 201,
    response: apiKeyDto.extend({ secret: z.string().describe("Send as `Authorization: Bearer <secret>`") }),
  }),
  revoke: operation({
    method: "DELETE",
    path: "/api/v1/api-key/{uid}",
    summary: "Revoke an API key at once; requests with it answer 401 from then on",
    permission: "apikey.manage",
    ifMatch: "none",
    status: 204,
  }),
};
