import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EstimateForbiddenPanel } from "@/components/estimate/forbidden-panel";
import { TakeoffImportScreen } from "@/components/estimate/takeoff/takeoff-import-screen";
import { roleAllows } from "@/lib/domain/roles";
import { NotFoundError } from "@/lib/server/errors";
import { getEstimate } from "@/lib/server/estimate/open";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

type Props = { params: Promise<{ estimateUid: string }> };

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const metadata: Metadata = { title: "Import takeoff" };

// The estimate's header is read here (404 for another company's or an unknown one); the file is read by
// POST /api/v1/estimate/{uid}/takeoff/preview from the browser.
export default async function ImportTakeoffPage({ params }: Props) {
  const { estimateUid } = await params;
  if (!UID.test(estimateUid)) notFound();
  const scope = await getPageScope();
  requireEstimatePages(scope);
  let name: string;
  try {
    name = (await getEstimate(scope, estimateUid)).name;
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  if (!roleAllows(scope.role, "estimate.write")) {
    return <EstimateForbiddenPanel action="Importing a takeoff" />;
  }
  return <TakeoffImportScreen companyUid={scope.company.uid} estimateUid={estimateUid} estimateName={name} />;
}
