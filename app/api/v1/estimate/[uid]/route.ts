import { estimateOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { openEstimateJson } from "@/lib/server/estimate/open";
import { jsonTextResponse } from "@/lib/server/estimate/respond";
import { deleteEstimate, updateEstimate } from "@/lib/server/estimate/service";
import { otherMethods, route } from "@/lib/server/route";

// The open is answered as JSON text built once (50,000 lines never become objects); compression is left to
// the server in front.
export const GET = route(estimateOperations.open, async ({ scope, params }) => {
  const { json, version } = await openEstimateJson(scope, params.uid!);
  return jsonTextResponse(json, { version });
});

export const PUT = route(estimateOperations.update, async ({ scope, params, body, ifMatch }) =>
  versioned(await updateEstimate(scope, params.uid!, body, ifMatch)),
);

export const DELETE = route(estimateOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteEstimate(scope, params.uid!, ifMatch);
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
