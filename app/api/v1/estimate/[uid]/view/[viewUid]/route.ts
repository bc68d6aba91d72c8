// PUT|DELETE /api/v1/estimate/{uid}/view/{viewUid} — edit or remove a saved view (If-Match view version); others' private views are 404
import { updateViewInput } from "@/lib/domain/estimate/api";
import { deleteView, updateView } from "@/lib/server/estimate/views";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

const uidParams = ["uid", "viewUid"];

export const PUT = route(
  { permission: "estimate.write", uidParams, body: updateViewInput },
  async ({ scope, params, body, ifMatch }) => {
    const view = await updateView(scope, params.uid!, params.viewUid!, body, ifMatch);
    return reply(view, { version: view.version });
  },
);

export const DELETE = route(
  { permission: "estimate.write", uidParams },
  async ({ scope, params, ifMatch }) => {
    await deleteView(scope, params.uid!, params.viewUid!, ifMatch);
  },
);

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
