// GET /api/v1/cost-history?cost_code=… — what past estimates and projects paid, normalised, with sources
import { costHistoryOperations as ops } from "@/lib/contract/cost-history";
import { costHistory } from "@/lib/server/cost-library/history";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.get, ({ scope, query }) => costHistory(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
