import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { deleteCostCode, updateCostCode } from "@/lib/server/reference/cost-codes";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(ops.updateCostCode, async ({ scope, body, params, ifMatch }) => {
  const code = await updateCostCode(scope, params.uid!, body, ifMatch);
  return reply(code, { version: code.version ?? undefined });
});

export const DELETE = route(ops.deleteCostCode, async ({ scope, params, ifMatch }) => {
  await deleteCostCode(scope, params.uid!, ifMatch);
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
