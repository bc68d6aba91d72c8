import type { Metadata } from "next";
import { Restricted } from "@/components/settings/restricted";
import { WebhooksSettings } from "@/components/settings/webhooks-settings";
import { roleAllows } from "@/lib/domain/roles";
import { getPageScope } from "@/lib/server/page-scope";
import { listWebhooks } from "@/lib/server/webhooks/endpoints";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksSettingsPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "webhook.manage")) return <Restricted who="admins" />;
  return <WebhooksSettings companyUid={scope.company.uid} initial={await listWebhooks(scope)} />;
}
