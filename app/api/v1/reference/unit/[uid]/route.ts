import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteUnit } from "@/lib/server/reference/units";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({ remove: [ops.deleteUnit, deleteUnit] });
