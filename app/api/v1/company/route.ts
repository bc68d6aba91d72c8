// GET|PUT /api/v1/company — the scope's company; update its name and logo (admin)
import { getCompany, updateCompany, updateCompanyInput } from "@/lib/server/company/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "company.read" }, ({ scope }) => {
  const company = getCompany(scope);
  return reply(company, { version: company.version });
});

export const PUT = route(
  { permission: "company.update", body: updateCompanyInput },
  async ({ scope, body, ifMatch }) => {
    const company = await updateCompany(scope, body, ifMatch);
    return reply(company, { version: company.version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
