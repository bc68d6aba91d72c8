// GET /api/v1/openapi.json — the OpenAPI 3.1 description of this API (public, like any API reference)
import { openApiDocument } from "@/lib/server/openapi/document";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { routeModules } from "./routes";

export const GET = publicRoute({}, ({ req }) => openApiDocument(routeModules, new URL(req.url).origin));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
