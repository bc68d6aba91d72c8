"use client";

import { useRouter } from "next/navigation";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useTemplateMutations } from "@/lib/client/estimate-templates";
import { useApiForm } from "@/lib/client/use-api-form";
import { EstimatePicker } from "../estimate-picker";

/** "Make a template": blank, or from an estimate (its header defaults, inputs, lines, markups and views). */
export function MakeTemplateDialog({
  companyUid,
  open,
  onOpenChange,
}: {
  companyUid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const { create } = useTemplateMutations(companyUid);
  const kit = useApiForm({
    schema: () => import("./template-form").then((m) => m.makeTemplateForm),
    defaultValues: { name: "", from_estimate_uid: "" },
    submit: ({ name, from_estimate_uid }) =>
      create.mutateAsync({ name, ...(from_estimate_uid ? { from_estimate_uid } : {}) }),
    successToast: (template) => `Template “${template.name}” created`,
    onSuccess: (template) => router.push(`/estimate/${template.uid}`),
    leaves: true,
  });
  const from = kit.watch("from_estimate_uid");
  return (
    <Dialog open={open} onOpenChange={(next) => !kit.pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeading
            title="Make a template"
            description="From an estimate — its inputs, lines with formulas, markups and views, without its number, client or project — or blank."
          />
          <FormField
            kit={kit}
            name="name"
            id="template-name"
            label="Template name"
            maxLength={200}
            autoFocus
            fieldClassName="grid gap-1.5"
          />
          <div className="grid gap-1.5">
            <span className="font-medium text-sm">From an estimate (optional)</span>
            <EstimatePicker
              companyUid={companyUid}
              value={from || null}
              onChange={(e) => {
                kit.setValue("from_estimate_uid", e.uid === from ? "" : e.uid);
                if (!kit.getValues("name")) kit.setValue("name", `${e.name} template`.slice(0, 200));
              }}
              label="Estimate"
            />
          </div>
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Make template</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
