// GET /api/v1/audit-log/facets — the actions, record types and users the filters offer (admins)
import { auditLogOperations } from "@/lib/contract/audit-log";
import { auditFacets } from "@/lib/server/audit-log/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(auditLogOperations.facets, ({ scope }) => auditFacets(scope));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
