// GET|PUT /api/v1/companies/{uid} — one company for Plinth staff; change its name and product switches (If-Match)
import { getCompanyByUid, updateCompanyByStaff, updateCompanyByStaffInput } from "@/lib/server/company/staff";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ staffOnly: true, uidParams: ["uid"] }, async ({ scope, params }) => {
  const company = await getCompanyByUid(scope, params.uid!);
  return reply(company, { version: company.version });
});

export const PUT = route(
  { staffOnly: true, uidParams: ["uid"], body: updateCompanyByStaffInput },
  async ({ scope, params, body, ifMatch }) => {
    const company = await updateCompanyByStaff(scope, params.uid!, body, ifMatch);
    return reply(company, { version: company.version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
