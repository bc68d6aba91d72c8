// GET /api/v1/admin/company — the company's admin view: all fields, settings, user counts (admins, staff)
import { getAdminCompany } from "@/lib/server/company/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "company.admin.read" }, ({ scope }) => getAdminCompany(scope));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
