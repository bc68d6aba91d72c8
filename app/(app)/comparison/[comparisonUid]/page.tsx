import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComparisonView } from "@/components/comparison/view/comparison-view";
import { roleAllows } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { env } from "@/lib/env";
import { getComparison } from "@/lib/server/comparison/service";
import { NotFoundError } from "@/lib/server/errors";
import { getPageScope } from "@/lib/server/page-scope";
import { pickerOptions } from "../picker-options";

export const metadata: Metadata = { title: "Comparison" };

// First paint from the service (the table computed once on the server); the browser keeps it fresh and
// saves changes. An unknown or foreign uid is the 404 panel (the same for both).
export default async function ComparisonPage({ params }: { params: Promise<{ comparisonUid: string }> }) {
  const uid = normalizeUid((await params).comparisonUid);
  if (!uid) notFound();
  const scope = await getPageScope();
  const canEdit = roleAllows(scope.role, "comparison.write");
  const [comparison, pickers] = await Promise.all([
    getComparison(scope, uid).catch((error) => {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }),
    canEdit ? pickerOptions(scope) : null,
  ]);
  return (
    <ComparisonView
      companyUid={scope.company.uid}
      initial={comparison}
      canEdit={canEdit}
      locations={pickers?.locations ?? []}
      options={pickers?.options ?? { buildingTypes: [], states: [], metros: [] }}
      googleMapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null}
    />
  );
}
