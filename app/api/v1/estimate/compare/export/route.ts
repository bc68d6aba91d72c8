// GET /api/v1/estimate/compare/export?left=…&right=…&changes_only=1 — the comparison as CSV
import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { exportCompare } from "@/lib/server/estimate/compare";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateVersionOperations.compareExport, ({ scope, query }) =>
  exportCompare(scope, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
