// GET /api/v1/audit-log/export — the filtered audit log as CSV (admins)
import { auditLogOperations } from "@/lib/contract/audit-log";
import { exportAuditLog } from "@/lib/server/audit-log/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(auditLogOperations.export, ({ scope, query }) => exportAuditLog(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
