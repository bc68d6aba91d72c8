"use client";

import { useState } from "react";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { DeferredRecordForm } from "./deferred-record-form";
import { emptyProjectValues, emptyRecordValues } from "./form-values";
import { ReadOnlyPanel } from "./read-only-panel";

/** /project/new: a project and its first cost record in one form (POST /project with `record`). */
export function NewProjectScreen({ companyUid, canEdit }: { companyUid: string; canEdit: boolean }) {
  const [initial] = useState(() => ({ project: emptyProjectValues(), record: emptyRecordValues() }));
  if (!canEdit) return <ReadOnlyPanel backHref="/project" />;
  return (
    <div className="grid min-w-0 gap-6">
      <FormPageHeader
        title="New project"
        description="The job and its first cost record. Fields marked * are required."
        trail={[{ href: "/project", label: "Project Database" }]}
      />
      <DeferredRecordForm
        mode="new-project"
        companyUid={companyUid}
        initialProject={initial.project}
        initialRecord={initial.record}
        cancelHref="/project"
      />
    </div>
  );
}
