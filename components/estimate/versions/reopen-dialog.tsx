"use client";

import { useEffect } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormMessage, FormTextarea, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useVersionMutations } from "@/lib/client/estimate-versions";
import { useCompany } from "@/lib/client/session";
import { useApiForm } from "@/lib/client/use-api-form";
import type { EstimateDto } from "@/lib/contract/estimate";

/** Reopen asks why; the server takes a version first and records the reason. */
export function ReopenDialog({
  estimate,
  open,
  onOpenChange,
  onReopened,
}: {
  estimate: Pick<EstimateDto, "uid" | "version">;
  open: boolean;
  onOpenChange(open: boolean): void;
  onReopened(estimate: EstimateDto): void;
}) {
  const company = useCompany();
  const { reopen } = useVersionMutations(company.uid, estimate.uid);
  const kit = useApiForm({
    schema: () => import("@/lib/contract/estimate-version").then((m) => m.reopenInput),
    defaultValues: { reason: "" },
    submit: ({ reason }) => reopen.mutateAsync({ reason, version: estimate.version }),
    successToast: "Estimate reopened",
    onSuccess: (saved) => {
      onOpenChange(false);
      onReopened(saved);
    },
  });
  const { restart } = kit;
  useEffect(() => {
    if (open) restart({ reason: "" });
  }, [open, restart]);

  return (
    <Dialog open={open} onOpenChange={(next) => !kit.pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeading
            title="Reopen estimate"
            description="It becomes a draft again. A version of it as it is now is taken first, with your reason."
          />
          <FormTextarea
            kit={kit}
            name="reason"
            id="reopen-reason"
            label="Reason"
            maxLength={1000}
            rows={3}
            autoFocus
            fieldClassName="grid gap-1.5"
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Reopen</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
