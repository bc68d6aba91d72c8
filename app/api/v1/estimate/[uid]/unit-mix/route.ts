import { unitMixOperations } from "@/lib/contract/unit-mix";
import { entityRoutes } from "@/lib/server/entity-route";
import { getUnitMix, putUnitMix } from "@/lib/server/estimate/unit-mix";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [unitMixOperations.get, getUnitMix],
  update: [unitMixOperations.put, putUnitMix],
});
