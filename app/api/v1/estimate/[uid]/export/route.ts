// GET /api/v1/estimate/{uid}/export — the budget as CSV, XLSX or PDF, in full or in a saved view
import { estimateExportOperations } from "@/lib/contract/estimate-export";
import { exportEstimate } from "@/lib/server/estimate/export";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateExportOperations.export, ({ scope, params, query }) =>
  exportEstimate(scope, params.uid!, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
