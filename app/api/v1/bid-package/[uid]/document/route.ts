// POST /api/v1/bid-package/{uid}/document — register a document uploaded to a signed URL
import { bidPackageOperations as ops } from "@/lib/contract/bid-package";
import { addBidDocument } from "@/lib/server/bids/package-documents";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.addDocument, async ({ scope, params, body }) =>
  reply(await addBidDocument(scope, params.uid!, body), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
