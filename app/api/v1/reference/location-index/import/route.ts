// POST /api/v1/reference/location-index/import — CSV of label,value[,kind,key,series_name]; all rows or none (admin)
import { reply } from "@/lib/server/http";
import { importLocationIndexInput } from "@/lib/server/reference/input";
import { importLocationIndexes } from "@/lib/server/reference/location-index";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "reference.write", body: importLocationIndexInput },
  async ({ scope, body, ifMatch }) => {
    const result = await importLocationIndexes(scope, body, ifMatch);
    return reply(result, { version: result.version });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
