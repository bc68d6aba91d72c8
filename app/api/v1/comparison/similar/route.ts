// GET /api/v1/comparison/similar — records like an estimate: same building type, size band and region
import { comparisonOperations } from "@/lib/contract/comparison";
import { similarRecords } from "@/lib/server/comparison/similar";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(comparisonOperations.similar, ({ scope, query }) => similarRecords(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
