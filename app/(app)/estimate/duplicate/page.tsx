import type { Metadata } from "next";
import { Suspense } from "react";
import { DuplicateScreen } from "@/components/estimate/duplicate-screen";
import { EstimateForbiddenPanel } from "@/components/estimate/forbidden-panel";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Duplicate an estimate" };

export default async function DuplicateEstimatePage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  if (!roleAllows(scope.role, "estimate.write")) {
    return <EstimateForbiddenPanel action="Duplicating an estimate" />;
  }
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <DuplicateScreen companyUid={scope.company.uid} />
    </Suspense>
  );
}
