import { projectOperations } from "@/lib/contract/project";
import { getImportMapping, putImportMapping } from "@/lib/server/project/import";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectOperations.getMapping, ({ scope }) => getImportMapping(scope));

export const PUT = route(projectOperations.putMapping, ({ scope, body }) => putImportMapping(scope, body));

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
