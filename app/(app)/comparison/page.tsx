import type { Metadata } from "next";
import { Suspense } from "react";
import { ComparisonListPage } from "@/components/comparison/list/comparison-list-page";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Comparisons" };

// The list loads in the browser from /api/v1/comparison with the URL's search; viewers read it only.
export default async function ComparisonsPage() {
  const scope = await getPageScope();
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <ComparisonListPage
        companyUid={scope.company.uid}
        canEdit={roleAllows(scope.role, "comparison.write")}
      />
    </Suspense>
  );
}
