import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { deleteCostIndex, getCostIndex, updateCostIndex } from "@/lib/server/reference/cost-index";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.getCostIndex, async ({ scope, params }) => {
  const series = await getCostIndex(scope, params.uid!);
  return reply(series, { version: series.version });
});

export const PUT = route(ops.updateCostIndex, async ({ scope, body, params, ifMatch }) => {
  const series = await updateCostIndex(scope, params.uid!, body, ifMatch);
  return reply(series, { version: series.version });
});

export const DELETE = route(ops.deleteCostIndex, async ({ scope, params, ifMatch }) => {
  await deleteCostIndex(scope, params.uid!, ifMatch);
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
