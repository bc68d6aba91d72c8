"use client";

import { useEffect, useId } from "react";
import { z } from "zod";
import { FormDialog, reloadAfterSave } from "@/components/shared/form-dialog";
import { FormField } from "@/components/shared/form-kit";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { CostIndexSummaryDto } from "@/lib/contract/reference";
import { createCostIndexInput } from "@/lib/contract/reference";

type Props = { series: CostIndexSummaryDto | null; onClose: () => void; onSaved: () => Promise<void> };

const costIndexForm = z.object({
  name: createCostIndexInput.shape.name,
  base_label: createCostIndexInput.shape.base_label.unwrap(),
});

/** Rename a series or change what its 100 means; the points change through CSV import. */
export function CostIndexDialog({ series, onClose, onSaved }: Props) {
  const id = useId();
  const kit = useApiForm({
    schema: costIndexForm,
    defaultValues: { name: "", base_label: "" },
    submit: (values) =>
      api(`/reference/cost-index/${series?.uid}`, { method: "PUT", body: values, ifMatch: series?.version }),
    successToast: "Cost index saved",
    ...reloadAfterSave(onSaved, onClose),
  });
  const { restart } = kit;
  useEffect(() => {
    if (series) restart({ name: series.name, base_label: series.base_label });
  }, [series, restart]);

  return (
    <FormDialog
      open={series !== null}
      onClose={onClose}
      kit={kit}
      title="Edit cost index"
      description="Its values change by importing a CSV file."
      submitLabel="Save"
    >
      <FormField kit={kit} name="name" id={`${id}-name`} label="Name" />
      <FormField kit={kit} name="base_label" id={`${id}-base`} label="Base" placeholder="Jan 2015 = 100" />
    </FormDialog>
  );
}
