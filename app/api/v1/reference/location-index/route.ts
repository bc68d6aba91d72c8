import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { listLocationIndexes, replaceLocationIndexes } from "@/lib/server/reference/location-index";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listLocationIndexes, async ({ scope }) => {
  const { list, version } = await listLocationIndexes(scope);
  return reply(list, { version });
});

export const PUT = route(ops.replaceLocationIndexes, async ({ scope, body, ifMatch }) => {
  const { list, version } = await replaceLocationIndexes(scope, body, ifMatch);
  return reply(list, { version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
