// GET|PUT /api/v1/company/markup-default — the markup stack new blank estimates start with (PUT admin, If-Match)
import { markupsInput } from "@/lib/domain/estimate/api";
import { getMarkupDefault, replaceMarkupDefault } from "@/lib/server/estimate/markup-default";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "estimate.read" }, async ({ scope }) => {
  const value = await getMarkupDefault(scope);
  return reply(value, { version: value.version });
});

export const PUT = route(
  { permission: "estimate.markup_default.write", body: markupsInput },
  async ({ scope, body, ifMatch }) => {
    const value = await replaceMarkupDefault(scope, body, ifMatch);
    return reply(value, { version: value.version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
