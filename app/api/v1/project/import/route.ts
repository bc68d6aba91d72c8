import { projectOperations } from "@/lib/contract/project";
import { ValidationError } from "@/lib/server/errors";
import { reply } from "@/lib/server/http";
import { runImport } from "@/lib/server/project/import";
import { readImportRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(projectOperations.import, async ({ scope, req }) => {
  const { file, mapping } = await readImportRequest(req);
  if (!mapping) throw new ValidationError({ mapping: "Required: send the mapping from the preview" });
  return reply(await runImport(scope, file, mapping), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
