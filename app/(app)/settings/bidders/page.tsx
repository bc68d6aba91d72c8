import type { Metadata } from "next";
import { BiddersPage } from "@/components/bids/bidders/bidders-page";
import { roleAllows } from "@/lib/domain/roles";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Bidders" };

// The company's bidders directory (issue 14): everyone reads it, editors and admins change it (the API too).
export default async function BiddersSettingsPage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  return <BiddersPage canEdit={roleAllows(scope.role, "bid.write")} />;
}
