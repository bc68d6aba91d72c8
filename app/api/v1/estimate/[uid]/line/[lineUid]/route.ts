import { estimateLineOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { patchLine } from "@/lib/server/estimate/lines";
import { staleAware } from "@/lib/server/estimate/respond";
import { otherMethods, route } from "@/lib/server/route";

export const PATCH = route(estimateLineOperations.patch, ({ scope, params, body, ifMatch, requestId }) =>
  staleAware(requestId, async () => {
    return versioned(await patchLine(scope, params.uid!, params.lineUid!, body, ifMatch));
  }),
);

export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
