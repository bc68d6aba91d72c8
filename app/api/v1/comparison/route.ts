// GET /api/v1/comparison — list saved comparisons; POST — save one and answer its table
import { comparisonOperations } from "@/lib/contract/comparison";
import { createComparison, listComparisons } from "@/lib/server/comparison/service";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(comparisonOperations.list, ({ scope, query }) => listComparisons(scope, query));

export const POST = route(comparisonOperations.create, async ({ scope, body }) =>
  versioned(await createComparison(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
