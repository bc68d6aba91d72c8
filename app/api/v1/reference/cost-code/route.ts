import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { createCostCode, listCostCodes } from "@/lib/server/reference/cost-codes";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listCostCodes, ({ scope, query }) => listCostCodes(scope, query));

export const POST = route(ops.createCostCode, async ({ scope, body }) => {
  const code = await createCostCode(scope, body);
  return reply(code, { status: 201, version: code.version ?? undefined });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
