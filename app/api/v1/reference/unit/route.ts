import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { createUnit, listUnits } from "@/lib/server/reference/units";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listUnits, ({ scope }) => listUnits(scope));

export const POST = route(ops.createUnit, async ({ scope, body }) => {
  const unit = await createUnit(scope, body);
  return reply(unit, { status: 201, version: unit.version ?? undefined });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
