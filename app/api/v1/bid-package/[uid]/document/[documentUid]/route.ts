// DELETE /api/v1/bid-package/{uid}/document/{documentUid} — remove a document from a package
import { bidPackageOperations as ops } from "@/lib/contract/bid-package";
import { removeBidDocument } from "@/lib/server/bids/package-documents";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(ops.removeDocument, ({ scope, params }) =>
  removeBidDocument(scope, params.uid!, params.documentUid!),
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
