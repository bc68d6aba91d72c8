import type { Metadata } from "next";
import { Suspense } from "react";
import { AddEstimateScreen } from "@/components/estimate/add/add-estimate-screen";
import { EstimateForbiddenPanel } from "@/components/estimate/forbidden-panel";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { getMarkupDefault } from "@/lib/server/estimate/markup-default";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "New estimate" };

export default async function AddEstimatePage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  if (!roleAllows(scope.role, "estimate.write")) {
    return <EstimateForbiddenPanel action="Creating an estimate" />;
  }
  const defaults = await getMarkupDefault(scope);
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <AddEstimateScreen companyUid={scope.company.uid} defaultMarkupCount={defaults.markups.length} />
    </Suspense>
  );
}
