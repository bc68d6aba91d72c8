// GET /api/v1/estimate — list (q, status, tag, building_type, updated_from, sort, limit, cursor; no lines)
// POST /api/v1/estimate — create blank (the company's default markups) or from_estimate_uid → 201
import { createEstimateInput } from "@/lib/domain/estimate/api";
import { createEstimate, listEstimates, parseEstimateListQuery } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "estimate.read" }, async ({ scope, req }) =>
  listEstimates(scope, parseEstimateListQuery(req.nextUrl.searchParams)),
);

export const POST = route(
  { permission: "estimate.write", body: createEstimateInput },
  async ({ scope, body }) => {
    const estimate = await createEstimate(scope, body);
    return reply(estimate, { status: 201, version: estimate.version });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
