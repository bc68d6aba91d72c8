// POST /api/v1/cost-item/import — preview or apply a CSV or XLSX cost library
import { costItemOperations as ops } from "@/lib/contract/cost-item";
import { importCostItems } from "@/lib/server/cost-library/item-import";
import { readUploadRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.import, async ({ scope, query, req }) => {
  const { file } = await readUploadRequest(req, () => null);
  return importCostItems(scope, file, query.mode);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
