"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ApiFormElement, FormMessage, flatErrors, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api";
import { createProject, createRecord, projectKeys, updateProject, updateRecord } from "@/lib/client/projects";
import { useApiForm } from "@/lib/client/use-api-form";
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

/** The project's fields at the top (their error keys are plain), the record's under `record`. */
type Values = ProjectValues & { record: RecordValues };

const splitValues = ({ record, ...project }: Values) => ({ project: project as ProjectValues, record });

/**
 * The kit's schema (./form-check.ts, imported when the form mounts so zod and the contract are not part of
 * the page's first load): the values pass unchanged; every field gets the message the contract's schemas give.
 */
const recordFormSchema = (mode: FormMode, projectUid: string | undefined) => () =>
  import("./form-check").then((m) => m.recordFormSchema(mode, projectUid));

/** A 400 of a write, its errors moved onto the form's keys (cost rows by their place in the form). */
async function mapFieldErrors<T>(write: Promise<T>, toForm: (errors?: Record<string, string>) => FormErrors) {
  try {
    return await write;
  } catch (e) {
    if (!(e instanceof ApiClientError && e.status === 400)) throw e;
    throw new ApiClientError(e.message || checkFieldsMessage, 400, e.code, toForm(e.errors));
  }
}

/** Create a project with its first record, add a record to a project, or edit both (If-Match on each). */
export function RecordForm(props: Props) {
  const { mode, companyUid, cancelHref } = props;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  // The versions the edit started from; a project save that went through moves its base on.
  const [projectVersion, setProjectVersion] = useState(props.project?.version);
  const initialProjectBody = JSON.stringify(projectBody(props.initialProject));
  const [schema] = useState(() => recordFormSchema(mode, props.project?.uid));
  const kit = useApiForm({
    schema,
    defaultValues: { ...props.initialProject, record: props.initialRecord },
    submit: async (values) => {
      setStale(false);
      return send(splitValues(values));
    },
    onSuccess: async (next, values) => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.all(companyUid) });
      const name = values.name.trim();
      toast({
        title: "Saved",
        description: mode === "new-project" ? `${name} was created.` : "The record was saved.",
      });
      router.push(next);
    },
    onError: (e) => {
      if (e instanceof ApiClientError && e.status === 412) {
        setStale(true);
        return staleRecordMessage;
      }
      if (e instanceof ApiClientError && e.status === 400) focusFirstInvalid();
    },
    onInvalid: focusFirstInvalid,
    leaves: true,
  });
  const values = kit.watch();
  const { project, record } = splitValues(values);
  const errors = flatErrors(kit.formState.errors);
  const buildingTypes = useBuildingTypes(companyUid);
  const locations = useLocationChoices(companyUid);
  const codes = useCostCodeChoices(companyUid, record.classification);

  const changeProject = (patch: Partial<ProjectValues>) => {
    for (const [key, value] of Object.entries(patch)) {
      kit.setValue(key as keyof ProjectValues, value as string, {
        shouldValidate: kit.formState.isSubmitted,
      });
    }
  };
  const changeRecord = (patch: Partial<RecordValues>) =>
    kit.setValue("record", { ...record, ...patch }, { shouldValidate: kit.formState.isSubmitted });

  async function send(v: { project: ProjectValues; record: RecordValues }): Promise<string> {
    const rb = recordBody(v.record);
    const rows = v.record.costs;
    // The bodies passed the same zod schemas the server runs (./form-check.ts validateForm), so they have these shapes.
    if (mode === "new-project") {
      const body = { ...projectBody(v.project), record: rb } as unknown as CreateProjectInput;
      const created = await mapFieldErrors(createProject(body), (e) => projectServerErrors(e, rows));
      return created.record_uid ? `/project-record/${created.record_uid}` : "/project";
    }
    if (mode === "add-record") {
      const body = { project_uid: props.project?.uid, ...rb } as unknown as CreateRecordInput;
      const created = await mapFieldErrors(createRecord(body), (e) => recordServerErrors(e, rows));
      return `/project-record/${created.uid}`;
    }
    const uid = props.record?.uid ?? "";
    if (JSON.stringify(projectBody(v.project)) !== initialProjectBody && props.project) {
      const body = projectBody(v.project) as unknown as UpdateProjectInput;
      const saved = await mapFieldErrors(
        updateProject(props.project.uid, body, projectVersion),
        (e) => e ?? {},
      );
      setProjectVersion(saved.version);
    }
    const body = rb as unknown as UpdateRecordInput;
    await mapFieldErrors(updateRecord(uid, body, props.record?.version), (e) => recordServerErrors(e, rows));
    return `/project-record/${uid}`;
  }

  const metros = locations.filter((l) => l.kind === "metro");
  const pending = kit.pending;
  const message = kit.serverError ?? (Object.keys(errors).length > 0 ? checkFieldsMessage : null);
  return (
    <ApiFormElement kit={kit} className="grid min-w-0 gap-6" aria-busy={pending}>
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
      <FormMessage kit={{ serverError: message }} testId="form-message">
        {stale && props.onReload && (
          <Button type="button" variant="outline" size="sm" className="mt-2 w-fit" onClick={props.onReload}>
            Reload
          </Button>
        )}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <SubmitButton kit={kit}>{submitLabels[mode]}</SubmitButton>
        <Button asChild variant="outline">
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </ApiFormElement>
  );
}
