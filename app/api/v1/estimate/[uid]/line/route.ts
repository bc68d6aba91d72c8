// POST /api/v1/estimate/{uid}/line {create, update, delete} — bulk line write in one transaction; any stale
// version → 412 { message, code: "stale", conflicts } and nothing written
import { bulkLinesInput } from "@/lib/domain/estimate/api";
import { writeLines } from "@/lib/server/estimate/lines";
import { staleAware } from "@/lib/server/estimate/respond";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "estimate.write", uidParams: ["uid"], body: bulkLinesInput },
  async ({ scope, params, body }) => staleAware(() => writeLines(scope, params.uid!, body)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
