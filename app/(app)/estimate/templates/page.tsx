import type { Metadata } from "next";
import { TemplateListPage } from "@/components/estimate/templates/template-list-page";
import { roleAllows } from "@/lib/domain/roles";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Estimate templates" };

export default async function EstimateTemplatesPage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  return (
    <TemplateListPage companyUid={scope.company.uid} canEdit={roleAllows(scope.role, "estimate.write")} />
  );
}
