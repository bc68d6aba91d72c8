import { companiesOperations as ops } from "@/lib/contract/company";
import { getCompanyByUid, updateCompanyByStaff } from "@/lib/server/company/staff";
import { entityRoutes } from "@/lib/server/entity-route";

// If-Match on PUT guards against two staff toggling the same company's switches blind.
export const { GET, PUT, POST, PATCH, DELETE } = entityRoutes({
  get: [ops.get, getCompanyByUid],
  update: [ops.update, updateCompanyByStaff],
});
