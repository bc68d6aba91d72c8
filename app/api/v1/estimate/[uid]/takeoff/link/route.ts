import { takeoffOperations } from "@/lib/contract/takeoff";
import { otherMethods, route } from "@/lib/server/route";
import { listTakeoffLinks } from "@/lib/server/takeoff/links";

export const GET = route(takeoffOperations.links, ({ scope, params }) =>
  listTakeoffLinks(scope, params.uid!),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
