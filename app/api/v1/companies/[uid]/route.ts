import { companiesOperations } from "@/lib/contract/company";
import { getCompanyByUid, updateCompanyByStaff } from "@/lib/server/company/staff";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companiesOperations.get, async ({ scope, params }) => {
  const company = await getCompanyByUid(scope, params.uid!);
  return reply(company, { version: company.version });
});

// If-Match guards against two staff toggling the same company's switches blind.
export const PUT = route(companiesOperations.update, async ({ scope, params, body, ifMatch }) => {
  const company = await updateCompanyByStaff(scope, params.uid!, body, ifMatch);
  return reply(company, { version: company.version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
