"use client";

import { useState } from "react";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { type RecordDetailDto, useRecord } from "@/lib/client/projects";
import { stageLabel } from "../format";
import { DeferredRecordForm } from "./deferred-record-form";
import { projectValuesFrom, recordValuesFrom } from "./form-values";
import { LoadFailedPanel } from "./load-failed-panel";
import { ReadOnlyPanel } from "./read-only-panel";

type Props = { uid: string; companyUid: string; canEdit: boolean };

/** /project-record/{uid}/edit: the record and its project's fields, each saved with If-Match. */
export function EditRecordScreen({ uid, companyUid, canEdit }: Props) {
  const query = useRecord(companyUid, uid);
  // The form starts from one snapshot; a background refetch must not reset what is being typed.
  const [base, setBase] = useState<RecordDetailDto | null>(null);
  const [generation, setGeneration] = useState(0);
  if (!base && query.data) setBase(query.data);

  if (!canEdit) return <ReadOnlyPanel backHref={`/project-record/${uid}`} />;
  if (!base) {
    if (query.isError) return <LoadFailedPanel error={query.error} notFoundTitle="Record not found" />;
    return <Skeleton className="h-96" />;
  }

  async function reload() {
    const fresh = await query.refetch();
    if (fresh.data) {
      setBase(fresh.data);
      setGeneration((g) => g + 1);
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <FormPageHeader
        title={`Edit ${stageLabel(base.stage)} record`}
        description={`${base.project_name}. Changes to the project fields apply to all its records.`}
        trail={[
          { href: "/project", label: "Project Database" },
          { href: `/project-record/${uid}`, label: base.project_name },
        ]}
      />
      <DeferredRecordForm
        key={generation}
        mode="edit"
        companyUid={companyUid}
        initialProject={projectValuesFrom(base.project)}
        initialRecord={recordValuesFrom(base)}
        project={{ uid: base.project.uid, version: base.project.version }}
        record={{ uid: base.uid, version: base.version }}
        cancelHref={`/project-record/${uid}`}
        onReload={reload}
      />
    </div>
  );
}
