// PATCH /api/v1/estimate/{uid}/line/{lineUid} — one line's changed fields, If-Match = the line's version
import { linePatchInput } from "@/lib/domain/estimate/api";
import { patchLine } from "@/lib/server/estimate/lines";
import { staleAware } from "@/lib/server/estimate/respond";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const PATCH = route(
  { permission: "estimate.write", uidParams: ["uid", "lineUid"], body: linePatchInput },
  async ({ scope, params, body, ifMatch }) =>
    staleAware(async () => {
      const line = await patchLine(scope, params.uid!, params.lineUid!, body, ifMatch);
      return reply(line, { version: line.version });
    }),
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
