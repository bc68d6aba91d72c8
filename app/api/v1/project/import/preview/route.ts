import { projectOperations } from "@/lib/contract/project";
import { previewImport } from "@/lib/server/project/import";
import { readImportRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(projectOperations.importPreview, async ({ scope, req }) => {
  const { file, mapping } = await readImportRequest(req);
  return previewImport(scope, file, mapping);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
