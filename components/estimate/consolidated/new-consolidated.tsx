"use client";

// "New consolidated estimate" on the estimate list: a name, then an empty consolidated estimate (the
// company's default markups, applied on the roll-up) opens, ready for its children.
import { Layers } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
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

export function NewConsolidatedButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
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
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="new-consolidated">
        <Layers />
        New consolidated
      </Button>
      <Dialog open={open} onOpenChange={(next) => !kit.pending && setOpen(next)}>
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
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <SubmitButton kit={kit}>Create</SubmitButton>
            </DialogFooter>
          </ApiFormElement>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The list's hint under an estimate's name: a consolidated estimate's children, or a child's parent. */
export function consolidatedHint(e: {
  rollup_mode: string | null;
  child_count: number;
  parent_name: string | null;
}) {
  if (e.rollup_mode) return `Consolidated · ${e.child_count} ${e.child_count === 1 ? "child" : "children"}`;
  if (e.parent_name) return `Part of ${e.parent_name}`;
  return null;
}
