// PUT|DELETE /api/v1/reference/cost-code/{uid} — edit or remove a company cost code (admin, If-Match)
import { reply } from "@/lib/server/http";
import { deleteCostCode, updateCostCode } from "@/lib/server/reference/cost-codes";
import { updateCostCodeInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(
  { permission: "reference.write", body: updateCostCodeInput, uidParams: ["uid"] },
  async ({ scope, body, params, ifMatch }) => {
    const code = await updateCostCode(scope, params.uid!, body, ifMatch);
    return reply(code, { version: code.version ?? undefined });
  },
);

export const DELETE = route(
  { permission: "reference.write", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    await deleteCostCode(scope, params.uid!, ifMatch);
  },
);

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
