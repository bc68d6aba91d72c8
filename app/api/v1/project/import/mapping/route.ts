// GET|PUT /api/v1/project/import/mapping — the company's remembered import mapping
import { getImportMapping, importMappingInput, putImportMapping } from "@/lib/server/project/import";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "project.read" }, ({ scope }) => getImportMapping(scope));

export const PUT = route(
  { permission: "project.write", body: importMappingInput, ifMatch: "none" },
  ({ scope, body }) => putImportMapping(scope, body),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
