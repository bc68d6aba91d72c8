import type { Metadata } from "next";
import { Restricted } from "@/components/settings/restricted";
import { UsersSettings } from "@/components/settings/users-settings";
import { roleAllows } from "@/lib/domain/roles";
import { getPageScope } from "@/lib/server/page-scope";
import { listAllUsers } from "@/lib/server/user/list";

export const metadata: Metadata = { title: "Users" };

export default async function UsersSettingsPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "user.read")) return <Restricted who="admins" />;
  return (
    <UsersSettings
      companyUid={scope.company.uid}
      currentUserUid={scope.user.uid}
      initial={await listAllUsers(scope)}
    />
  );
}
