// GET|PUT|DELETE /api/v1/reference/cost-index/{uid} — one series with its points; edit (points replace) or remove (admin, If-Match)
import { reply } from "@/lib/server/http";
import { deleteCostIndex, getCostIndex, updateCostIndex } from "@/lib/server/reference/cost-index";
import { updateCostIndexInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read", uidParams: ["uid"] }, async ({ scope, params }) => {
  const series = await getCostIndex(scope, params.uid!);
  return reply(series, { version: series.version });
});

export const PUT = route(
  { permission: "reference.write", body: updateCostIndexInput, uidParams: ["uid"] },
  async ({ scope, body, params, ifMatch }) => {
    const series = await updateCostIndex(scope, params.uid!, body, ifMatch);
    return reply(series, { version: series.version });
  },
);

export const DELETE = route(
  { permission: "reference.write", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    await deleteCostIndex(scope, params.uid!, ifMatch);
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
