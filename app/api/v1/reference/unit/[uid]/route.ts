import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { deleteUnit } from "@/lib/server/reference/units";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(ops.deleteUnit, async ({ scope, params, ifMatch }) => {
  await deleteUnit(scope, params.uid!, ifMatch);
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
