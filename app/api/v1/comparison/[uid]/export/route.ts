// GET /api/v1/comparison/{uid}/export — the table as CSV, XLSX or PDF
import { comparisonOperations } from "@/lib/contract/comparison";
import { exportComparison } from "@/lib/server/comparison/export";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(comparisonOperations.export, ({ scope, params, query }) =>
  exportComparison(scope, params.uid!, query.format),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
