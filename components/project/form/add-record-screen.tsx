"use client";

import Link from "next/link";
import { useState } from "react";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { useProject } from "@/lib/client/projects";
import { emptyRecordValues, projectValuesFrom } from "./form-values";
import { ReadOnlyPanel } from "./read-only-panel";
import { RecordForm } from "./record-form";

type Props = { projectUid: string; companyUid: string; canEdit: boolean };

/** /project/{uid}/record/new: another dated cost snapshot of an existing project (POST /project-record). */
export function AddRecordScreen({ projectUid, companyUid, canEdit }: Props) {
  const query = useProject(companyUid, projectUid);
  const [initialRecord] = useState(emptyRecordValues);
  if (!canEdit) return <ReadOnlyPanel backHref="/project" />;
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiClientError && query.error.status === 404;
    return (
      <ErrorPanel
        status={notFound ? 404 : undefined}
        title={notFound ? "Project not found" : undefined}
        message={notFound ? notFoundMessage : errorMessage(query.error)}
        actions={
          <Button asChild variant="outline">
            <Link href="/project">Back to the project database</Link>
          </Button>
        }
      />
    );
  }
  const project = query.data;
  return (
    <div className="grid min-w-0 gap-6">
      <FormPageHeader
        title={`Add a record to ${project.name}`}
        description={`${project.record_count} ${project.record_count === 1 ? "record" : "records"} so far. Fields marked * are required.`}
        trail={[{ href: "/project", label: "Project Database" }]}
      />
      <RecordForm
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
