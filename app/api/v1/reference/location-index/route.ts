// GET|PUT /api/v1/reference/location-index — the location index table (national = 100); replace it whole (admin, If-Match)
import { reply } from "@/lib/server/http";
import { replaceLocationIndexesInput } from "@/lib/server/reference/input";
import { listLocationIndexes, replaceLocationIndexes } from "@/lib/server/reference/location-index";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read" }, async ({ scope }) => {
  const { list, version } = await listLocationIndexes(scope);
  return reply(list, { version });
});

export const PUT = route(
  { permission: "reference.write", body: replaceLocationIndexesInput },
  async ({ scope, body, ifMatch }) => {
    const { list, version } = await replaceLocationIndexes(scope, body, ifMatch);
    return reply(list, { version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
