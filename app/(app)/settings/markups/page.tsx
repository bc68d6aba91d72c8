import type { Metadata } from "next";
import { MarkupDefaultsSettings } from "@/components/estimate/markup-defaults-settings";
import { previewStack } from "@/components/estimate/markup-preview";
import { roleAllows } from "@/lib/domain/roles";
import { getMarkupDefault } from "@/lib/server/estimate/markup-default";
import { requireEstimatePages } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Default markups" };

// Every role reads the company's default markup stack; only admins edit it (the API enforces it too).
export default async function MarkupSettingsPage() {
  const scope = await getPageScope();
  requireEstimatePages(scope);
  const initial = await getMarkupDefault(scope);
  return (
    <MarkupDefaultsSettings
      companyUid={scope.company.uid}
      canEdit={roleAllows(scope.role, "estimate.markup_default.write")}
      initial={initial}
      initialPreview={previewStack(initial.markups)}
    />
  );
}
