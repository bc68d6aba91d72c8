// GET|POST /api/v1/reference/cost-index — the company's cost index series (summaries); add one with points (admin)
import { reply } from "@/lib/server/http";
import { createCostIndex, listCostIndexes } from "@/lib/server/reference/cost-index";
import { createCostIndexInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read" }, ({ scope }) => listCostIndexes(scope));

export const POST = route(
  { permission: "reference.write", body: createCostIndexInput },
  async ({ scope, body }) => {
    const series = await createCostIndex(scope, body);
    return reply(series, { status: 201, version: series.version });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
