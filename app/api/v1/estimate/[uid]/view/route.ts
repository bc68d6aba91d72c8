// GET /api/v1/estimate/{uid}/view — shared views and the caller's own · POST — save a view → 201
import { createViewInput } from "@/lib/domain/estimate/api";
import { createView, listViews } from "@/lib/server/estimate/views";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "estimate.read", uidParams: ["uid"] }, async ({ scope, params }) =>
  listViews(scope, params.uid!),
);

export const POST = route(
  { permission: "estimate.write", uidParams: ["uid"], body: createViewInput },
  async ({ scope, params, body }) => {
    const view = await createView(scope, params.uid!, body);
    return reply(view, { status: 201, version: view.version });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
