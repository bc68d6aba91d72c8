// POST /api/v1/estimate/{uid}/duplicate {name} — a full copy (inputs, lines, markups, views) → 201
import { duplicateEstimateInput } from "@/lib/domain/estimate/api";
import { duplicateEstimate } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "estimate.write", uidParams: ["uid"], body: duplicateEstimateInput },
  async ({ scope, params, body }) => {
    const estimate = await duplicateEstimate(scope, params.uid!, body.name);
    return reply(estimate, { status: 201, version: estimate.version });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
