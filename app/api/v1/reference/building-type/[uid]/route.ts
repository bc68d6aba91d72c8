// PUT|DELETE /api/v1/reference/building-type/{uid} — rename, move or remove a building type (admin, If-Match)
import { reply } from "@/lib/server/http";
import { deleteBuildingType, updateBuildingType } from "@/lib/server/reference/building-types";
import { updateBuildingTypeInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(
  { permission: "reference.write", body: updateBuildingTypeInput, uidParams: ["uid"] },
  async ({ scope, body, params, ifMatch }) => {
    const type = await updateBuildingType(scope, params.uid!, body, ifMatch);
    return reply(type, { version: type.version });
  },
);

export const DELETE = route(
  { permission: "reference.write", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    await deleteBuildingType(scope, params.uid!, ifMatch);
  },
);

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
