import type { Metadata } from "next";
import { Restricted } from "@/components/settings/restricted";
import { SsoSettings } from "@/components/settings/sso-settings";
import { roleAllows } from "@/lib/domain/roles";
import { getPageScope } from "@/lib/server/page-scope";
import { getSsoConfig } from "@/lib/server/sso/config";

export const metadata: Metadata = { title: "Single sign-on" };

export default async function SsoSettingsPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "company.update")) return <Restricted who="admins" />;
  return <SsoSettings initial={await getSsoConfig(scope)} />;
}
