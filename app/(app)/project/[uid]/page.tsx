import { notFound, redirect } from "next/navigation";
import { hasEditorAccess } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { getPageScope } from "@/lib/server/page-scope";
import { latestRecordUid } from "@/lib/server/project/latest-record";

// A project is shown by its records' pages (/project-record/{uid}): /project/{uid} — the link an estimate's
// linked project and the dashboard's activity use — opens its latest record. A project without a record
// opens "Add project record" for editors and the project list for viewers. The signed-in layout's page gate
// (lib/server/page-exists.ts) has already answered 404 for an unknown or another company's project.
export default async function ProjectPage({ params }: { params: Promise<{ uid: string }> }) {
  const uid = normalizeUid((await params).uid);
  if (!uid) notFound();
  const scope = await getPageScope();
  const record = await latestRecordUid(uid, scope.company.uid);
  if (record) redirect(`/project-record/${record}`);
  redirect(hasEditorAccess([scope.role]) ? `/project/${uid}/record/new` : "/project");
}
