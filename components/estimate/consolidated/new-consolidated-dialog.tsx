"use client";

import { useRouter } from "next/navigation";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { createEstimate } from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";

async function createConsolidated(name: string) {
  const created = await createEstimate({ name });
  await api<ConsolidationDto>(`/estimate/${created.uid}/rollup`, {
    method: "PUT",
    body: { rollup_mode: "rollup" },
    ifMatch: created.version,
  });
  return created;
}

export type NewConsolidatedDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The name of the new consolidated estimate; it opens once created. */
export function NewConsolidatedDialog({ open, onOpenChange }: NewConsolidatedDialogProps) {
  const router = useRouter();
  const kit = useApiForm({
    schema: () =>
      import("@/lib/contract/estimate").then((m) =>
        m.updateEstimateInput.required({ name: true }).pick({ name: true }),
      ),
    defaultValues: { name: "" },
    submit: ({ name }) => createConsolidated(name),
    successToast: (created) => `Consolidated estimate “${created.name}” created`,
    onSuccess: (created) => router.push(`/estimate/${created.uid}`),
    leaves: true,
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !kit.pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeading
            title="New consolidated estimate"
            description="Rolls up child estimates — buildings, phases, sitework — live. Add the children on the next page."
          />
          <FormField
            kit={kit}
            name="name"
            id="consolidated-name"
            label="Name"
            maxLength={200}
            autoFocus
            fieldClassName="grid gap-1.5"
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Create</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
