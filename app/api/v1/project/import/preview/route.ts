// POST /api/v1/project/import/preview — multipart file (+ mapping) → columns, guessed mapping, rows, row errors
import { previewImport } from "@/lib/server/project/import";
import { readImportRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route({ permission: "project.write" }, async ({ scope, req }) => {
  const { file, mapping } = await readImportRequest(req);
  return previewImport(scope, file, mapping);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
