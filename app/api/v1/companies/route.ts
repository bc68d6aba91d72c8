import { companiesOperations } from "@/lib/contract/company";
import { createCompany, listCompanies } from "@/lib/server/company/staff";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companiesOperations.list, ({ scope, query }) => listCompanies(scope, query));

export const POST = route(companiesOperations.create, async ({ scope, body }) =>
  versioned(await createCompany(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
