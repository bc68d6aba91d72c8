"use client";

import { useEffect, useId } from "react";
import { z } from "zod";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ApiClientError, api } from "@/lib/client/api";
import type { CostIndexSummaryDto } from "@/lib/client/reference";
import { useApiForm } from "@/lib/client/use-api-form";
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
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
    onError: async (error) => {
      if (error instanceof ApiClientError && error.status === 412) await onSaved();
    },
  });
  const { restart } = kit;
  useEffect(() => {
    if (series) restart({ name: series.name, base_label: series.base_label });
  }, [series, restart]);

  return (
    <Dialog open={series !== null} onOpenChange={(open) => !open && !kit.pending && onClose()}>
      <DialogContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit cost index</DialogTitle>
            <DialogDescription>Its values change by importing a CSV file.</DialogDescription>
          </DialogHeader>
          <FormField kit={kit} name="name" id={`${id}-name`} label="Name" />
          <FormField
            kit={kit}
            name="base_label"
            id={`${id}-base`}
            label="Base"
            placeholder="Jan 2015 = 100"
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={kit.pending}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Save</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
