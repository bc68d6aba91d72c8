import { estimateLineOperations } from "@/lib/contract/estimate";
import { writeLines } from "@/lib/server/estimate/lines";
import { staleAware } from "@/lib/server/estimate/respond";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(estimateLineOperations.write, ({ scope, params, body, requestId }) =>
  staleAware(requestId, () => writeLines(scope, params.uid!, body)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
