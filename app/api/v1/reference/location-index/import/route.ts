import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { importLocationIndexes } from "@/lib/server/reference/location-index";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.importLocationIndexes, async ({ scope, body, ifMatch }) =>
  versioned(await importLocationIndexes(scope, body, ifMatch)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
