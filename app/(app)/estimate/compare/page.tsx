import type { Metadata } from "next";
import { Suspense } from "react";
import { CompareView } from "@/components/estimate/versions/compare-view";
import { Skeleton } from "@/components/ui/skeleton";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Compare estimates" };

// Everyone who reads estimates may compare them; the comparison loads in the browser.
export default async function CompareEstimatesPage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <CompareView />
    </Suspense>
  );
}
