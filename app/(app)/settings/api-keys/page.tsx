import type { Metadata } from "next";
import { ApiKeysSettings } from "@/components/settings/api-keys-settings";
import { Restricted } from "@/components/settings/restricted";
import { roleAllows } from "@/lib/domain/roles";
import { listApiKeys } from "@/lib/server/auth/api-keys";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysSettingsPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "apikey.manage")) return <Restricted who="admins" />;
  return <ApiKeysSettings companyUid={scope.company.uid} initial={await listApiKeys(scope)} />;
}
