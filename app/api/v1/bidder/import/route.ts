// POST /api/v1/bidder/import — preview or apply a CSV bidder list
import { bidderOperations as ops } from "@/lib/contract/bidder";
import { importBidders } from "@/lib/server/bids/bidder-import";
import { readUploadRequest } from "@/lib/server/project/import-request";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.import, async ({ scope, query, req }) => {
  const { file } = await readUploadRequest(req, () => null);
  return importBidders(scope, file, query.mode);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
