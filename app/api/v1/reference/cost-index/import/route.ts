import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { importCostIndex } from "@/lib/server/reference/cost-index";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.importCostIndex, async ({ scope, body, ifMatch }) => {
  const result = await importCostIndex(scope, body, ifMatch);
  return reply(result, { status: body.series_uid ? 200 : 201, version: result.series.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
