import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditRecordScreen } from "@/components/project/form/edit-record-screen";
import { hasEditorAccess } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Edit project record" };

export default async function EditProjectRecordPage({ params }: { params: Promise<{ uid: string }> }) {
  const uid = normalizeUid((await params).uid);
  if (!uid) notFound();
  const scope = await getPageScope();
  return (
    <EditRecordScreen uid={uid} companyUid={scope.company.uid} canEdit={hasEditorAccess([scope.role])} />
  );
}
