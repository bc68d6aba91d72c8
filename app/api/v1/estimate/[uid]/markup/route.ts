// PUT /api/v1/estimate/{uid}/markup {markups} — replace the ordered markup stack (If-Match estimate version)
import { markupsInput } from "@/lib/domain/estimate/api";
import { replaceMarkups } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(
  { permission: "estimate.write", uidParams: ["uid"], body: markupsInput },
  async ({ scope, params, body, ifMatch }) => {
    const estimate = await replaceMarkups(scope, params.uid!, body, ifMatch);
    return reply(estimate, { version: estimate.version });
  },
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
