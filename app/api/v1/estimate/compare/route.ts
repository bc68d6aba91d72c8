// GET /api/v1/estimate/compare?left=estimate:{uid}|version:{uid}&right=…&changes_only=1
import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { compareEstimates } from "@/lib/server/estimate/compare";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateVersionOperations.compare, ({ scope, query }) =>
  compareEstimates(scope, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
