"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { createProject, createRecord, projectKeys, updateProject, updateRecord } from "@/lib/client/projects";
import { toast } from "@/lib/client/use-toast";
import type { CreateProjectInput, UpdateProjectInput } from "@/lib/contract/project";
import type { CreateRecordInput, UpdateRecordInput } from "@/lib/contract/project-record";
import { useLocationChoices } from "../record/use-location-choices";
import { CostBreakdownEditor } from "./cost-breakdown-editor";
import {
  type FormErrors,
  type FormMode,
  type ProjectValues,
  projectBody,
  projectServerErrors,
  type RecordValues,
  recordBody,
  recordServerErrors,
  validateForm,
} from "./form-values";
import { ProjectFields } from "./project-fields";
import { RecordFields } from "./record-fields";
import { useBuildingTypes, useCostCodeChoices } from "./use-form-references";

export const staleRecordMessage =
  "This record was changed by someone else. Reload to see their changes; what you typed stays here until you do.";
const checkFieldsMessage = "Some fields need attention — see the messages under them.";

type Props = {
  mode: FormMode;
  companyUid: string;
  initialProject: ProjectValues;
  initialRecord: RecordValues;
  /** add-record and edit: the project the record belongs to, and its version (If-Match). */
  project?: { uid: string; version: number };
  /** edit: the record and its version (If-Match). */
  record?: { uid: string; version: number };
  cancelHref: string;
  /** edit: fetch the current record and start the form again from it (after a 412). */
  onReload?: () => void;
};

const submitLabels: Record<FormMode, string> = {
  "new-project": "Create project",
  "add-record": "Add record",
  edit: "Save changes",
};

function focusFirstInvalid() {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>("form [aria-invalid='true']");
    el?.focus();
  });
}

/** Create a project with its first record, add a record to a project, or edit both (If-Match on each). */
export function RecordForm(props: Props) {
  const { mode, companyUid, cancelHref } = props;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [project, setProject] = useState(props.initialProject);
  const [record, setRecord] = useState(props.initialRecord);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // The versions the edit started from; a project save that went through moves its base on.
  const [projectVersion, setProjectVersion] = useState(props.project?.version);
  const initialProjectBody = JSON.stringify(projectBody(props.initialProject));
  const buildingTypes = useBuildingTypes(companyUid);
  const locations = useLocationChoices(companyUid);
  const codes = useCostCodeChoices(companyUid, record.classification);

  // Validation runs on submit, then again on every change: no errors while typing a first time, and an
  // error goes away as soon as it is fixed.
  function revalidate(nextProject: ProjectValues, nextRecord: RecordValues) {
    if (submitted) setErrors(validateForm(mode, nextProject, nextRecord, props.project?.uid));
  }
  const changeProject = (patch: Partial<ProjectValues>) => {
    const next = { ...project, ...patch };
    setProject(next);
    revalidate(next, record);
  };
  const changeRecord = (patch: Partial<RecordValues>) => {
    const next = { ...record, ...patch };
    setRecord(next);
    revalidate(project, next);
  };

  async function send(): Promise<string> {
    const rb = recordBody(record);
    // The bodies passed the same zod schemas the server runs (validateForm), so they have these shapes.
    if (mode === "new-project") {
      const created = await createProject({
        ...projectBody(project),
        record: rb,
      } as unknown as CreateProjectInput);
      return created.record_uid ? `/project-record/${created.record_uid}` : "/project";
    }
    if (mode === "add-record") {
      const created = await createRecord({
        project_uid: props.project?.uid,
        ...rb,
      } as unknown as CreateRecordInput);
      return `/project-record/${created.uid}`;
    }
    const uid = props.record?.uid ?? "";
    if (JSON.stringify(projectBody(project)) !== initialProjectBody && props.project) {
      try {
        const saved = await updateProject(
          props.project.uid,
          projectBody(project) as unknown as UpdateProjectInput,
          projectVersion,
        );
        setProjectVersion(saved.version);
      } catch (e) {
        if (e instanceof ApiClientError && e.status === 400) throw new FieldErrors(e.message, e.errors ?? {});
        throw e;
      }
    }
    try {
      await updateRecord(uid, rb as unknown as UpdateRecordInput, props.record?.version);
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 400) {
        throw new FieldErrors(e.message, recordServerErrors(e.errors, record.costs));
      }
      throw e;
    }
    return `/project-record/${uid}`;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setStale(false);
    const found = validateForm(mode, project, record, props.project?.uid);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(checkFieldsMessage);
      focusFirstInvalid();
      return;
    }
    setMessage(null);
    setPending(true);
    try {
      const next = await send();
      await queryClient.invalidateQueries({ queryKey: projectKeys.all(companyUid) });
      toast({
        title: "Saved",
        description: mode === "new-project" ? `${project.name.trim()} was created.` : "The record was saved.",
      });
      router.push(next);
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 412) {
        setStale(true);
        setMessage(staleRecordMessage);
      } else if (e instanceof FieldErrors) {
        setErrors(e.errors);
        setMessage(e.message || checkFieldsMessage);
        focusFirstInvalid();
      } else if (e instanceof ApiClientError && e.status === 400) {
        setErrors(
          mode === "new-project"
            ? projectServerErrors(e.errors, record.costs)
            : recordServerErrors(e.errors, record.costs),
        );
        setMessage(e.message || checkFieldsMessage);
        focusFirstInvalid();
      } else {
        setMessage(errorMessage(e));
      }
    } finally {
      setPending(false);
    }
  }

  const metros = locations.filter((l) => l.kind === "metro");
  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-6" aria-busy={pending}>
      {mode !== "add-record" && (
        <ProjectFields
          values={project}
          errors={errors}
          onChange={changeProject}
          buildingTypes={buildingTypes}
          metros={metros}
          disabled={pending}
        />
      )}
      <RecordFields values={record} errors={errors} onChange={changeRecord} disabled={pending} />
      <CostBreakdownEditor
        rows={record.costs}
        errors={errors}
        codes={codes}
        onChange={(costs) => changeRecord({ costs })}
        disabled={pending}
      />
      {message && (
        <Alert variant="destructive" data-testid="form-message">
          <AlertDescription className="grid gap-2">
            <span>{message}</span>
            {stale && props.onReload && (
              <Button type="button" variant="outline" size="sm" className="w-fit" onClick={props.onReload}>
                Reload
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {submitLabels[mode]}
        </Button>
        <Button asChild variant="outline">
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}

/** A 400 from one of the edit's two writes, its errors already in the form's keys. */
class FieldErrors extends Error {
  constructor(
    message: string,
    readonly errors: FormErrors,
  ) {
    super(message);
  }
}
