import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { createBuildingType, listBuildingTypes } from "@/lib/server/reference/building-types";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listBuildingTypes, ({ scope }) => listBuildingTypes(scope));

export const POST = route(ops.createBuildingType, async ({ scope, body }) => {
  const type = await createBuildingType(scope, body);
  return reply(type, { status: 201, version: type.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
