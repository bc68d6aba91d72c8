import type { Metadata } from "next";
import { Suspense } from "react";
import { buildingTypeOptions } from "@/components/estimate/building-type-options";
import { EstimateListPage } from "@/components/estimate/list/estimate-list-page";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";
import { listBuildingTypes } from "@/lib/server/reference/building-types";

export const metadata: Metadata = { title: "Estimates" };

// The list loads in the browser from /api/v1/estimate with the URL's filters; the server supplies the
// building-type picker so it paints with the page.
export default async function EstimatesPage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  const types = await listBuildingTypes(scope);
  const all = types.query.map((uid) => types.content[uid]!).filter(Boolean);
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <EstimateListPage
        companyUid={scope.company.uid}
        canEdit={roleAllows(scope.role, "estimate.write")}
        buildingTypes={buildingTypeOptions(all)}
      />
    </Suspense>
  );
}
