"use client";

import { useEffect, useId } from "react";
import { z } from "zod";
import { FormDialog, reloadAfterSave } from "@/components/shared/form-dialog";
import { FormField, FormSelect } from "@/components/shared/form-kit";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { BuildingTypeDto } from "@/lib/contract/reference";
import { createBuildingTypeInput } from "@/lib/contract/reference";

export type BuildingTypeTarget = { type: BuildingTypeDto | null; parentUid: string | null } | null;

type Props = {
  target: BuildingTypeTarget;
  categories: BuildingTypeDto[];
  onClose: () => void;
  onSaved: () => Promise<void>;
};

/** The contract's name; the category as the select holds it ("" for none). */
const buildingTypeForm = z.object({ name: createBuildingTypeInput.shape.name, parent_uid: z.string() });
type BuildingTypeForm = z.infer<typeof buildingTypeForm>;

function saveBuildingType(editing: BuildingTypeDto | null, values: BuildingTypeForm) {
  const body = { ...values, parent_uid: values.parent_uid || null };
  if (!editing) return api("/reference/building-type", { method: "POST", body });
  return api(`/reference/building-type/${editing.uid}`, { method: "PUT", body, ifMatch: editing.version });
}

/** Add or rename a building type, or move a type to another category (two levels). */
export function BuildingTypeDialog({ target, categories, onClose, onSaved }: Props) {
  const id = useId();
  const editing = target?.type ?? null;
  const kit = useApiForm({
    schema: buildingTypeForm,
    defaultValues: { name: "", parent_uid: "" },
    submit: (values) => saveBuildingType(editing, values),
    successToast: editing ? "Building type saved" : "Building type added",
    ...reloadAfterSave(onSaved, onClose),
  });
  const { restart } = kit;
  useEffect(() => {
    if (!target) return;
    const parent = target.type ? (target.type.parent_uid ?? "") : (target.parentUid ?? "");
    restart({ name: target.type?.name ?? "", parent_uid: parent });
  }, [target, restart]);

  // A category that has types stays a category; others may move under any other category.
  const choices = categories.filter((c) => c.uid !== editing?.uid);
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      kit={kit}
      title={editing ? `Edit ${editing.name}` : "Add a building type"}
      description="Two levels: a category (Office) and its types (Mid-rise)."
      submitLabel="Save"
    >
      <FormField kit={kit} name="name" id={`${id}-name`} label="Name" />
      <FormSelect kit={kit} name="parent_uid" id={`${id}-parent`} label="Category">
        <option value="">None (this is a category)</option>
        {choices.map((c) => (
          <option key={c.uid} value={c.uid}>
            {c.name}
          </option>
        ))}
      </FormSelect>
    </FormDialog>
  );
}
