import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { createUnit, listUnits } from "@/lib/server/reference/units";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listUnits, ({ scope }) => listUnits(scope));

export const POST = route(ops.createUnit, async ({ scope, body }) =>
  versioned(await createUnit(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
