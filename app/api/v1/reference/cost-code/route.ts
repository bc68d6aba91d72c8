import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { createCostCode, listCostCodes } from "@/lib/server/reference/cost-codes";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listCostCodes, ({ scope, query }) => listCostCodes(scope, query));

export const POST = route(ops.createCostCode, async ({ scope, body }) =>
  versioned(await createCostCode(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
