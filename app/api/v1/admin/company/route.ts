import { companyOperations } from "@/lib/contract/company";
import { getAdminCompany } from "@/lib/server/company/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companyOperations.admin, ({ scope }) => getAdminCompany(scope));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
