"use client";

import { useEffect, useId } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField, FormSelect } from "@/components/shared/form-kit";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import { createUnitInput, type UnitDto } from "@/lib/contract/reference";
import { unitKindLabels, unitKinds } from "./unit-kinds";

type Props = {
  open: boolean;
  onClose: () => void;
  onSaved: (unit: UnitDto) => Promise<void>;
};

/** The contract's unit with "Not specified" as an empty choice. */
const unitForm = z.object({
  code: createUnitInput.shape.code,
  name: createUnitInput.shape.name,
  kind: z.string(),
});
const blank = { code: "", name: "", kind: "" };

/** Adds a company unit of measure; the server refuses a built-in code with a message shown here. */
export function UnitDialog({ open, onClose, onSaved }: Props) {
  const id = useId();
  const kit = useApiForm({
    schema: unitForm,
    defaultValues: blank,
    submit: (values) =>
      api<UnitDto>("/reference/unit", { method: "POST", body: { ...values, kind: values.kind || null } }),
    onSuccess: async (unit) => {
      await onSaved(unit);
      onClose();
    },
  });
  const { restart } = kit;
  useEffect(() => {
    if (open) restart(blank);
  }, [open, restart]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      kit={kit}
      title="Add a unit"
      description="Company units appear beside the built-in list wherever a unit is chosen."
      submitLabel="Add unit"
    >
      <FormField
        kit={kit}
        name="code"
        id={`${id}-code`}
        label="Code"
        maxLength={12}
        autoCapitalize="characters"
        className="font-mono uppercase"
        aria-describedby={`${id}-code-hint ${id}-code-error`}
        hint={
          <p id={`${id}-code-hint`} className="text-muted-foreground text-xs">
            Up to 12 letters and digits, e.g. M2 or PALLET. Saved in capitals.
          </p>
        }
      />
      <FormField kit={kit} name="name" id={`${id}-name`} label="Description" />
      <FormSelect kit={kit} name="kind" id={`${id}-kind`} label="Measures (optional)">
        <option value="">Not specified</option>
        {unitKinds.map((k) => (
          <option key={k} value={k}>
            {unitKindLabels[k]}
          </option>
        ))}
      </FormSelect>
    </FormDialog>
  );
}
