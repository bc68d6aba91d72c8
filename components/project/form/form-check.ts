// The record form's check against the contract's zod schemas (the ones the server runs), so the messages match.
// Loaded by the form kit when the form mounts (components/project/form/record-form.tsx), not with the page.
import { z } from "zod";
import { createProjectInput, updateProjectInput } from "@/lib/contract/project";
import { createRecordInput, updateRecordInput } from "@/lib/contract/project-record";
import { fieldErrors } from "@/lib/domain/validation";
import {
  type FormErrors,
  type FormMode,
  type ProjectValues,
  prefixErrors,
  projectBody,
  type RecordValues,
  recordBody,
  rowErrors,
} from "./form-values";

function check(schema: z.ZodType, body: unknown, prefix = ""): FormErrors {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : prefixErrors(fieldErrors(parsed.error), prefix);
}

/** Every problem the server would report, keyed by field; {} when the form can be sent. */
export function validateForm(
  mode: FormMode,
  project: ProjectValues,
  record: RecordValues,
  projectUid?: string,
): FormErrors {
  const rb = recordBody(record);
  let errors: FormErrors;
  if (mode === "new-project") {
    errors = check(createProjectInput, { ...projectBody(project), record: rb });
  } else if (mode === "add-record") {
    errors = check(createRecordInput, { project_uid: projectUid, ...rb }, "record.");
  } else {
    errors = {
      ...check(updateProjectInput, projectBody(project)),
      ...check(updateRecordInput, rb, "record."),
    };
  }
  return rowErrors(errors, record.costs);
}

/** The project's fields at the top (their error keys are plain), the record's under `record`. */
export type RecordFormValues = ProjectValues & { record: RecordValues };

/** The kit's schema: the values pass unchanged; every field gets the message the contract's schemas give. */
export function recordFormSchema(mode: FormMode, projectUid: string | undefined) {
  return z.custom<RecordFormValues>().superRefine(({ record, ...project }, ctx) => {
    for (const [key, message] of Object.entries(
      validateForm(mode, project as ProjectValues, record, projectUid),
    )) {
      ctx.addIssue({ code: "custom", path: key.split("."), message });
    }
  });
}
