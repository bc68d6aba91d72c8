import type { Metadata } from "next";
import { NewProjectScreen } from "@/components/project/form/new-project-screen";
import { hasEditorAccess } from "@/lib/domain/roles";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "New project" };

export default async function NewProjectPage() {
  const scope = await getPageScope();
  return <NewProjectScreen companyUid={scope.company.uid} canEdit={hasEditorAccess([scope.role])} />;
}
