import { takeoffOperations } from "@/lib/contract/takeoff";
import { entityRoutes } from "@/lib/server/entity-route";
import { getTakeoffMapping, removeTakeoffMapping, updateTakeoffMapping } from "@/lib/server/takeoff/mappings";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [takeoffOperations.getMapping, (scope, uid) => getTakeoffMapping(scope, uid)],
  update: [takeoffOperations.updateMapping, updateTakeoffMapping],
  remove: [takeoffOperations.removeMapping, removeTakeoffMapping],
});
