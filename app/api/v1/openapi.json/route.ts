// GET /api/v1/openapi.json — the OpenAPI 3.1 description of this API (public, like any API reference)
import { buildOpenApiDocument } from "@/lib/server/openapi/document";
import { publicRoute } from "@/lib/server/route";
import { routeModules } from "./routes";

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = publicRoute({}, async ({ req }) => {
  cached ??= buildOpenApiDocument(routeModules, new URL(req.url).origin);
  return cached;
});
