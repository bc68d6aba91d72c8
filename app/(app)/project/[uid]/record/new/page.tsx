import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AddRecordScreen } from "@/components/project/form/add-record-screen";
import { hasEditorAccess } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Add project record" };

export default async function AddProjectRecordPage({ params }: { params: Promise<{ uid: string }> }) {
  const uid = normalizeUid((await params).uid);
  if (!uid) notFound();
  const scope = await getPageScope();
  return (
    <AddRecordScreen
      projectUid={uid}
      companyUid={scope.company.uid}
      canEdit={hasEditorAccess([scope.role])}
    />
  );
}
