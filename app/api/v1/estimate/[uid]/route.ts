import { estimateOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { openEstimateStream } from "@/lib/server/estimate/open";
import { jsonBodyResponse } from "@/lib/server/estimate/respond";
import { deleteEstimate, updateEstimate } from "@/lib/server/estimate/service";
import { otherMethods, route } from "@/lib/server/route";

// The open is answered as JSON text built in SQL (50,000 lines never become objects), streamed a page of lines
// at a time, as rows or (`?lines=columns`, the editor's) blocks of columns; compression is the server's (see
// jsonBodyResponse).
export const GET = route(estimateOperations.open, async ({ scope, params, query }) => {
  const { body, version } = await openEstimateStream(scope, params.uid!, undefined, query.lines);
  return jsonBodyResponse(body, { version });
});

export const PUT = route(estimateOperations.update, async ({ scope, params, body, ifMatch }) =>
  versioned(await updateEstimate(scope, params.uid!, body, ifMatch)),
);

export const DELETE = route(estimateOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteEstimate(scope, params.uid!, ifMatch);
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
