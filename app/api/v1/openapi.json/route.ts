import { systemOperations } from "@/lib/contract/system";
import { openApiDocument } from "@/lib/server/openapi/document";
import { otherMethods, publicRoute } from "@/lib/server/route";

export const GET = publicRoute(systemOperations.openapi, () => openApiDocument());

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
