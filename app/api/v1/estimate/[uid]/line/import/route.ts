// POST /api/v1/estimate/{uid}/line/import — preview or apply budget lines from a CSV, XLSX or pasted sheet
import { lineImportMappingInput, estimateImportOperations as ops } from "@/lib/contract/estimate-import";
import { ValidationError } from "@/lib/server/errors";
import { importLines } from "@/lib/server/estimate/import-lines";
import { readUploadRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

function readMapping(json: unknown) {
  const parsed = lineImportMappingInput.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[`mapping.${issue.path.join(".")}`] ??= issue.message;
  throw new ValidationError(errors, Object.values(errors)[0] ?? "The mapping is not valid");
}

export const POST = route(ops.lines, async ({ scope, params, query, req, ifMatch }) => {
  const { file, mapping } = await readUploadRequest(req, readMapping);
  return importLines(scope, params.uid!, file, mapping, query.mode, ifMatch);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
