// GET|POST /api/v1/reference/unit — built-in and company units of measure and building metrics (keyed by code); add a company unit (admin)
import { reply } from "@/lib/server/http";
import { createUnitInput } from "@/lib/server/reference/input";
import { createUnit, listUnits } from "@/lib/server/reference/units";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read" }, ({ scope }) => listUnits(scope));

export const POST = route(
  { permission: "reference.write", body: createUnitInput },
  async ({ scope, body }) => {
    const unit = await createUnit(scope, body);
    return reply(unit, { status: 201, version: unit.version ?? undefined });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
