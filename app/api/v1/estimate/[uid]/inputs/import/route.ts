// POST /api/v1/estimate/{uid}/inputs/import — preview or apply a CSV of inputs (name, value, unit)
import { estimateImportOperations as ops } from "@/lib/contract/estimate-import";
import { importInputs } from "@/lib/server/estimate/import-inputs";
import { readUploadRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.inputs, async ({ scope, params, query, req, ifMatch }) => {
  const { file } = await readUploadRequest(req, () => null);
  return importInputs(scope, params.uid!, file, query.mode, ifMatch);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
