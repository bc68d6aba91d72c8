// POST /api/v1/reference/cost-index/import — CSV of period,value into a series or a new one; all rows or none (admin)
import { reply } from "@/lib/server/http";
import { importCostIndex } from "@/lib/server/reference/cost-index";
import { importCostIndexInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "reference.write", body: importCostIndexInput },
  async ({ scope, body, ifMatch }) => {
    const result = await importCostIndex(scope, body, ifMatch);
    return reply(result, { status: body.series_uid ? 200 : 201, version: result.series.version });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
