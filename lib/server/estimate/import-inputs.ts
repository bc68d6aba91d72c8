import "server-only";
// POST /estimate/{uid}/inputs/import: a CSV of inputs (name, value, unit) previewed with every row's problems,
// or applied in one transaction through replaceInputs (the same checks, lock and If-Match as the inputs form).
import { db } from "@/db";
import type { InputsImportDto } from "@/lib/contract/estimate-import";
import { rowErrorsBody } from "@/lib/domain/estimate/import/cells";
import { inputColumns, mergeInputs, planInputRows } from "@/lib/domain/estimate/import/input-rows";
import type { ImportTable } from "@/lib/domain/project-import/table";
import { ApiError, ValidationError } from "../errors";
import { type ImportFile, readImportFile } from "../project/import-file";
import { listUnits } from "../reference/units";
import type { Scope } from "../scope";
import { readEstimate } from "./core";
import { replaceInputs } from "./inputs";

/** The uploaded file as a table; a file the reader refuses answers 400 naming the file. */
export async function readImportTable(file: ImportFile): Promise<ImportTable> {
  const result = await readImportFile(file);
  if (!result.ok) throw new ApiError("unprocessable", result.message);
  return result.table;
}

export async function importInputs(
  scope: Scope,
  uid: string,
  file: ImportFile,
  mode: "preview" | "apply",
  ifMatch?: number,
): Promise<InputsImportDto> {
  const current = await readEstimate(db(), scope, uid);
  const table = await readImportTable(file);
  const columns = inputColumns(table.headers);
  if (!columns.ok) throw new ValidationError({ file: columns.message }, columns.message);
  const units = Object.values((await listUnits(scope)).content);
  const plan = planInputRows(table, columns.at, current.inputs, units);
  const answer = {
    mode,
    changes: plan.changes,
    errors: plan.errors,
    error_count: plan.error_count,
    estimate_version: current.version,
    estimate: null,
  };
  if (mode === "preview") return answer;
  if (plan.error_count) {
    const { fields, message } = rowErrorsBody(plan.errors, plan.error_count);
    throw new ValidationError(fields, message);
  }
  const merged = mergeInputs(current.inputs, plan.changes).map((i) => ({
    ...(i.uid ? { uid: i.uid } : {}),
    name: i.name,
    label: i.label ?? null,
    unit: i.unit ?? null,
    value: i.value,
  }));
  // The version read above, when the caller sent none: a change in between is a 412, never a silent merge.
  const estimate = await replaceInputs(scope, uid, { inputs: merged }, ifMatch ?? current.version);
  return { ...answer, estimate, estimate_version: estimate.version };
}
