// GET|POST /api/v1/companies — every company for Plinth staff (the switcher's list); create a company
import {
  createCompany,
  createCompanyInput,
  listCompanies,
  listCompaniesQuery,
} from "@/lib/server/company/staff";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ staffOnly: true, query: listCompaniesQuery }, ({ scope, query }) =>
  listCompanies(scope, query),
);

export const POST = route({ staffOnly: true, body: createCompanyInput }, async ({ scope, body }) => {
  const company = await createCompany(scope, body);
  return reply(company, { status: 201, version: company.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
