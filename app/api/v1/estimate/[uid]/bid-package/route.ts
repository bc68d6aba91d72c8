// GET /api/v1/estimate/{uid}/bid-package — the estimate's bid packages; POST — create one from budget lines
import { bidPackageOperations as ops } from "@/lib/contract/bid-package";
import { createBidPackage, listBidPackages } from "@/lib/server/bids/packages";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.list, ({ scope, params, query }) => listBidPackages(scope, params.uid!, query));

export const POST = route(ops.create, async ({ scope, params, body }) =>
  versioned(await createBidPackage(scope, params.uid!, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
