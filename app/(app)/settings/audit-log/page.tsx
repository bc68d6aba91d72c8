import type { Metadata } from "next";
import { AuditLogList } from "@/components/settings/audit-log-list";
import { Restricted } from "@/components/settings/restricted";
import { roleAllows } from "@/lib/domain/roles";
import { auditFacets, listAuditLog } from "@/lib/server/audit-log/service";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditLogPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "audit.read")) return <Restricted who="admins" />;
  const [initial, facets] = await Promise.all([listAuditLog(scope, { limit: 50 }), auditFacets(scope)]);
  return <AuditLogList companyUid={scope.company.uid} initial={initial} facets={facets} />;
}
