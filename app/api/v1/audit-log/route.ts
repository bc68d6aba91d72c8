// GET /api/v1/audit-log — the company's audit log, filtered and paged (admins)
import { auditLogOperations } from "@/lib/contract/audit-log";
import { listAuditLog } from "@/lib/server/audit-log/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(auditLogOperations.list, ({ scope, query }) => listAuditLog(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
