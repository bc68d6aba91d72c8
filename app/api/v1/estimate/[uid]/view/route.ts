import { estimateViewOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { createView, listViews } from "@/lib/server/estimate/views";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateViewOperations.list, ({ scope, params }) => listViews(scope, params.uid!));

export const POST = route(estimateViewOperations.create, async ({ scope, params, body }) =>
  versioned(await createView(scope, params.uid!, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
