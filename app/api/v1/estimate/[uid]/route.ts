// GET /api/v1/estimate/{uid} — the estimate with its lines as { fields, rows } (gzip by the server in front)
// PUT — the header (If-Match) · DELETE (If-Match)
import { updateEstimateInput } from "@/lib/domain/estimate/api";
import { jsonTextResponse } from "@/lib/server/estimate/respond";
import { deleteEstimate, openEstimateJson, updateEstimate } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

const uidParams = ["uid"];

export const GET = route({ permission: "estimate.read", uidParams }, async ({ scope, params }) => {
  const { json, version } = await openEstimateJson(scope, params.uid!);
  return jsonTextResponse(json, { version });
});

export const PUT = route(
  { permission: "estimate.write", uidParams, body: updateEstimateInput },
  async ({ scope, params, body, ifMatch }) => {
    const estimate = await updateEstimate(scope, params.uid!, body, ifMatch);
    return reply(estimate, { version: estimate.version });
  },
);

export const DELETE = route(
  { permission: "estimate.write", uidParams },
  async ({ scope, params, ifMatch }) => {
    await deleteEstimate(scope, params.uid!, ifMatch);
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
