import { companiesOperations } from "@/lib/contract/company";
import { createCompany, listCompanies } from "@/lib/server/company/staff";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companiesOperations.list, ({ scope, query }) => listCompanies(scope, query));

export const POST = route(companiesOperations.create, async ({ scope, body }) => {
  const company = await createCompany(scope, body);
  return reply(company, { status: 201, version: company.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
