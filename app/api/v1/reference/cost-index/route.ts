import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { createCostIndex, listCostIndexes } from "@/lib/server/reference/cost-index";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listCostIndexes, ({ scope }) => listCostIndexes(scope));

export const POST = route(ops.createCostIndex, async ({ scope, body }) =>
  versioned(await createCostIndex(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
