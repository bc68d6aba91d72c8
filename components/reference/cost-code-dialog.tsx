"use client";

import { useEffect, useId } from "react";
import { z } from "zod";
import { FormDialog, reloadAfterSave } from "@/components/shared/form-dialog";
import { FieldShell, FormField } from "@/components/shared/form-kit";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { CostCodeDto } from "@/lib/contract/reference";
import { createCostCodeInput } from "@/lib/contract/reference";
import {
  type Classification,
  classificationLabels,
  classifications,
} from "@/lib/domain/reference/cost-codes";

type Props = {
  /** null: closed; "new": add a code; a company code: edit it; a built-in: add an override of it. */
  target: "new" | CostCodeDto | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
};

const codeHint: Record<Classification, string> = {
  masterformat: "e.g. 03 30 00 (033000 and 03-30-00 work too)",
  uniformat: "e.g. B20 or B2010",
  company: "Your own numbering, e.g. CONC-100",
};

/** The contract's fields; the division as typed ("" for none, sent only for company codes). */
const costCodeForm = z.object({
  classification: createCostCodeInput.shape.classification,
  code: createCostCodeInput.shape.code,
  title: createCostCodeInput.shape.title,
  division: z.string().trim().max(10, "Must be at most 10 characters"),
});
type CostCodeForm = z.infer<typeof costCodeForm>;

function valuesOf(target: "new" | CostCodeDto): CostCodeForm {
  const from = target === "new" ? null : target;
  return {
    classification: from?.classification ?? "masterformat",
    code: from?.code ?? "",
    title: from?.title ?? "",
    division: from?.classification === "company" ? (from.division ?? "") : "",
  };
}

function saveCostCode(editing: CostCodeDto | null, values: CostCodeForm) {
  const { classification, code, title } = values;
  const division = classification === "company" ? values.division || null : undefined;
  if (!editing) {
    return api("/reference/cost-code", { method: "POST", body: { classification, code, title, division } });
  }
  return api(`/reference/cost-code/${editing.uid}`, {
    method: "PUT",
    body: { code, title, division },
    ifMatch: editing.version ?? 1,
  });
}

export function CostCodeDialog({ target, onClose, onSaved }: Props) {
  const id = useId();
  const editing = target !== null && target !== "new" && target.source === "company" ? target : null;
  const overriding = target !== null && target !== "new" && target.source === "built_in" ? target : null;
  const kit = useApiForm({
    schema: costCodeForm,
    defaultValues: valuesOf("new"),
    submit: (values) => saveCostCode(editing, values),
    successToast: editing || overriding ? "Cost code saved" : "Cost code added",
    ...reloadAfterSave(onSaved, onClose),
  });
  const { restart } = kit;
  useEffect(() => {
    if (target !== null) restart(valuesOf(target));
  }, [target, restart]);
  // Controlled rather than registered: it is disabled when editing, and a disabled field still counts.
  const classification = kit.bind("classification");

  const heading = editing ? "Edit cost code" : overriding ? "Rename a built-in code" : "Add a cost code";
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      kit={kit}
      title={heading}
      description={
        overriding
          ? "A company code with the same number replaces the built-in title for your company."
          : "Company codes appear beside the built-in MasterFormat and UniFormat lists."
      }
      submitLabel="Save"
    >
      <FieldShell id={`${id}-class`} label="Classification">
        <NativeSelect
          id={`${id}-class`}
          value={classification.value}
          disabled={editing !== null || overriding !== null}
          onChange={(e) => classification.onChange(e.target.value as Classification)}
        >
          {classifications.map((c) => (
            <option key={c} value={c}>
              {classificationLabels[c]}
            </option>
          ))}
        </NativeSelect>
      </FieldShell>
      <FormField
        kit={kit}
        name="code"
        id={`${id}-code`}
        label="Code"
        readOnly={overriding !== null}
        aria-describedby={`${id}-code-hint ${id}-code-error`}
        className="font-mono"
        hint={
          <p id={`${id}-code-hint`} className="text-muted-foreground text-xs">
            {codeHint[classification.value]}
          </p>
        }
      />
      <FormField kit={kit} name="title" id={`${id}-title`} label="Title" />
      {classification.value === "company" && (
        <FormField
          kit={kit}
          name="division"
          id={`${id}-division`}
          label="Rolls up to MasterFormat division (optional)"
          placeholder="03"
          inputMode="numeric"
          className="font-mono"
        />
      )}
    </FormDialog>
  );
}
