import { estimateViewOperations } from "@/lib/contract/estimate";
import { deleteView, updateView } from "@/lib/server/estimate/views";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(estimateViewOperations.update, async ({ scope, params, body, ifMatch }) => {
  const view = await updateView(scope, params.uid!, params.viewUid!, body, ifMatch);
  return reply(view, { version: view.version });
});

export const DELETE = route(estimateViewOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteView(scope, params.uid!, params.viewUid!, ifMatch);
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
