import { companyOperations } from "@/lib/contract/company";
import { getCompany, updateCompany } from "@/lib/server/company/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companyOperations.get, ({ scope }) => {
  const company = getCompany(scope);
  return reply(company, { version: company.version });
});

export const PUT = route(companyOperations.update, async ({ scope, body, ifMatch }) => {
  const company = await updateCompany(scope, body, ifMatch);
  return reply(company, { version: company.version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
