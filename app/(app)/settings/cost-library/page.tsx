import type { Metadata } from "next";
import { CostLibraryPage } from "@/components/cost-library/cost-library-page";
import { roleAllows } from "@/lib/domain/roles";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Cost library" };

// The company's cost library (issue 20): everyone reads it, editors and admins change it (the API too).
export default async function CostLibrarySettingsPage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  return <CostLibraryPage canEdit={roleAllows(scope.role, "library.write")} />;
}
