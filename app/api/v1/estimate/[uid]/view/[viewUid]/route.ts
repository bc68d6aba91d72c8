import { estimateViewOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { deleteView, updateView } from "@/lib/server/estimate/views";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(estimateViewOperations.update, async ({ scope, params, body, ifMatch }) =>
  versioned(await updateView(scope, params.uid!, params.viewUid!, body, ifMatch)),
);

export const DELETE = route(estimateViewOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteView(scope, params.uid!, params.viewUid!, ifMatch);
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
