// GET /api/v1/cost-item — the cost library, searched; POST — add an item
import { costItemOperations as ops } from "@/lib/contract/cost-item";
import { createCostItem, listCostItems } from "@/lib/server/cost-library/items";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.list, ({ scope, query }) => listCostItems(scope, query));

export const POST = route(ops.create, async ({ scope, body }) =>
  versioned(await createCostItem(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
