import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { createBuildingType, listBuildingTypes } from "@/lib/server/reference/building-types";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listBuildingTypes, ({ scope }) => listBuildingTypes(scope));

export const POST = route(ops.createBuildingType, async ({ scope, body }) =>
  versioned(await createBuildingType(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
