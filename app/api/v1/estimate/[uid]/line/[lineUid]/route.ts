import { estimateLineOperations } from "@/lib/contract/estimate";
import { patchLine } from "@/lib/server/estimate/lines";
import { staleAware } from "@/lib/server/estimate/respond";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const PATCH = route(estimateLineOperations.patch, ({ scope, params, body, ifMatch, requestId }) =>
  staleAware(requestId, async () => {
    const line = await patchLine(scope, params.uid!, params.lineUid!, body, ifMatch);
    return reply(line, { version: line.version });
  }),
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
