"use client";

import { useState } from "react";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useProject } from "@/lib/client/projects";
import { DeferredRecordForm } from "./deferred-record-form";
import { emptyRecordValues, projectValuesFrom } from "./form-values";
import { LoadFailedPanel } from "./load-failed-panel";
import { ReadOnlyPanel } from "./read-only-panel";

type Props = { projectUid: string; companyUid: string; canEdit: boolean };

/** /project/{uid}/record/new: another dated cost snapshot of an existing project (POST /project-record). */
export function AddRecordScreen({ projectUid, companyUid, canEdit }: Props) {
  const query = useProject(companyUid, projectUid);
  const [initialRecord] = useState(emptyRecordValues);
  if (!canEdit) return <ReadOnlyPanel backHref="/project" />;
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <LoadFailedPanel error={query.error} notFoundTitle="Project not found" />;
  const project = query.data;
  return (
    <div className="grid min-w-0 gap-6">
      <FormPageHeader
        title={`Add a record to ${project.name}`}
        description={`${project.record_count} ${project.record_count === 1 ? "record" : "records"} so far. Fields marked * are required.`}
        trail={[{ href: "/project", label: "Project Database" }]}
      />
      <DeferredRecordForm
        mode="add-record"
        companyUid={companyUid}
        initialProject={projectValuesFrom(project)}
        initialRecord={initialRecord}
        project={{ uid: project.uid, version: project.version }}
        cancelHref="/project"
      />
    </div>
  );
}
