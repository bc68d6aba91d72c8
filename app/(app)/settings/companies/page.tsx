import type { Metadata } from "next";
import { CompaniesSettings } from "@/components/settings/companies-settings";
import { Restricted } from "@/components/settings/restricted";
import { listCompanies } from "@/lib/server/company/staff";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Companies" };

export default async function CompaniesPage() {
  const scope = await getPageScope();
  if (!scope.user.isZebeler) return <Restricted who="staff" />;
  return <CompaniesSettings initial={await listCompanies(scope, { limit: 100 })} />;
}
