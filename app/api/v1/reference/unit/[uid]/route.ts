// DELETE /api/v1/reference/unit/{uid} — remove a company unit (admin, optional If-Match); built-ins answer 409
import { deleteUnit } from "@/lib/server/reference/units";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(
  { permission: "reference.write", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    await deleteUnit(scope, params.uid!, ifMatch);
  },
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
