// API keys: what Settings › API keys sends and reads, and the operations under /api/v1/api-key.
import { z } from "zod";
import { apiScopePattern } from "@/lib/domain/api-scopes";
import { roles } from "@/lib/domain/roles";
import { listResponse } from "./list";
import { operation } from "./operation";

export const createApiKeyInput = z
  .object({
    name: z.string({ error: "Required" }).trim().min(1, "Required").max(100, "Use at most 100 characters"),
    role: z.enum(roles, { error: "Must be admin, editor or viewer" }).default("viewer"),
    scopes: z
      .array(z.string().regex(apiScopePattern, "Use area:read or area:write, e.g. project:read"))
      .max(50)
      .nullable()
      .optional()
      .describe(
        "Narrow the key below its role: `estimate:read`, `project:write`…; omitted or null = the role alone",
      ),
    expires_at: z.iso
      .datetime({ offset: true, error: "Use an ISO date and time, e.g. 2027-01-31T00:00:00Z" })
      .refine((v) => Date.parse(v) > Date.now(), "Must be in the future")
      .nullable()
      .optional()
      .describe("After this time the key answers 401; omitted or null = no expiry"),
    rate_limit: z
      .number()
      .int("Use a whole number")
      .min(1, "At least 1")
      .max(100_000, "At most 100000")
      .nullable()
      .optional()
      .describe("Requests per minute; omitted or null = the default (120)"),
  })
  .strict();
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

export const apiKeyDto = z.object({
  uid: z.string(),
  name: z.string(),
  role: z.enum(roles),
  prefix: z.string().describe("The first characters of the secret, to tell keys apart"),
  scopes: z.array(z.string()).nullable(),
  expires_at: z.string().nullable(),
  rate_limit: z.number().int().describe("Requests per minute"),
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
