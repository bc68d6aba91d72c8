// POST /api/v1/bid-package/{uid}/document/upload-signature — a signed URL for one document's upload
import { bidPackageOperations as ops } from "@/lib/contract/bid-package";
import { signBidDocumentUpload } from "@/lib/server/bids/package-documents";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.documentSignature, ({ scope, params, body }) =>
  signBidDocumentUpload(scope, params.uid!, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
