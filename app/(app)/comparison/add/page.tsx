import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AddComparisonScreen } from "@/components/comparison/add/add-comparison-screen";
import { ErrorPanel } from "@/components/feedback/error-panel";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { env } from "@/lib/env";
import { getPageScope } from "@/lib/server/page-scope";
import { defaultTargetDate, pickerOptions } from "../picker-options";

export const metadata: Metadata = { title: "New comparison" };

export default async function AddComparisonPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "comparison.write")) {
    // A viewer on the create URL: the API would refuse the save (403), so say why up front.
    return (
      <ErrorPanel
        title="You can only view comparisons"
        message="Creating a comparison needs the editor role. Ask a company admin to change your role."
        status={403}
        actions={
          <Button asChild variant="outline">
            <Link href="/comparison">Back to the comparisons</Link>
          </Button>
        }
      />
    );
  }
  const [{ options, locations }, today] = await Promise.all([pickerOptions(scope), defaultTargetDate(scope)]);
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <AddComparisonScreen
        companyUid={scope.company.uid}
        options={options}
        locations={locations}
        googleMapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null}
        today={today}
      />
    </Suspense>
  );
}
