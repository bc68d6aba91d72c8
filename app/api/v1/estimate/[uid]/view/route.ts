import { estimateViewOperations } from "@/lib/contract/estimate";
import { createView, listViews } from "@/lib/server/estimate/views";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateViewOperations.list, ({ scope, params }) => listViews(scope, params.uid!));

export const POST = route(estimateViewOperations.create, async ({ scope, params, body }) => {
  const view = await createView(scope, params.uid!, body);
  return reply(view, { status: 201, version: view.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
