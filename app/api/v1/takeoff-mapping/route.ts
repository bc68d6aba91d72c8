import { takeoffOperations } from "@/lib/contract/takeoff";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";
import { createTakeoffMapping, listTakeoffMappings } from "@/lib/server/takeoff/mappings";

export const GET = route(takeoffOperations.listMappings, ({ scope, query }) =>
  listTakeoffMappings(scope, query),
);

export const POST = route(takeoffOperations.createMapping, async ({ scope, body }) =>
  versioned(await createTakeoffMapping(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
