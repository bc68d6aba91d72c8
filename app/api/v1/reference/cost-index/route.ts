import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { createCostIndex, listCostIndexes } from "@/lib/server/reference/cost-index";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listCostIndexes, ({ scope }) => listCostIndexes(scope));

export const POST = route(ops.createCostIndex, async ({ scope, body }) => {
  const series = await createCostIndex(scope, body);
  return reply(series, { status: 201, version: series.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
