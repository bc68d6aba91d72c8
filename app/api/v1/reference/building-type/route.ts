// GET|POST /api/v1/reference/building-type — the company's two-level building types; add one (admin)
import { reply } from "@/lib/server/http";
import { createBuildingType, listBuildingTypes } from "@/lib/server/reference/building-types";
import { createBuildingTypeInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read" }, ({ scope }) => listBuildingTypes(scope));

export const POST = route(
  { permission: "reference.write", body: createBuildingTypeInput },
  async ({ scope, body }) => {
    const type = await createBuildingType(scope, body);
    return reply(type, { status: 201, version: type.version });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
