import { takeoffOperations } from "@/lib/contract/takeoff";
import { otherMethods, route } from "@/lib/server/route";
import { unlinkTakeoffLine } from "@/lib/server/takeoff/links";

export const DELETE = route(takeoffOperations.unlink, ({ scope, params }) =>
  unlinkTakeoffLine(scope, params.uid!, params.lineUid!),
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
