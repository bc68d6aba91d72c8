import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { importLocationIndexes } from "@/lib/server/reference/location-index";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.importLocationIndexes, async ({ scope, body, ifMatch }) => {
  const result = await importLocationIndexes(scope, body, ifMatch);
  return reply(result, { version: result.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
