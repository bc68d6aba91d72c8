import type { Metadata } from "next";
import { CompanySettings } from "@/components/settings/company-settings";
import { hasAdminAccess } from "@/lib/domain/roles";
import { getCompany } from "@/lib/server/company/service";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Company settings" };

export default async function CompanySettingsPage() {
  const scope = await getPageScope();
  return <CompanySettings initial={getCompany(scope)} canEdit={hasAdminAccess([scope.role])} />;
}
