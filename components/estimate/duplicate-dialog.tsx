"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useEstimateMutations } from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";

type Source = { uid: string; name: string };

/** "Duplicate" asks for the copy's name, makes a full copy (inputs, lines, markups, views) and opens it. */
export function DuplicateDialog({
  companyUid,
  source,
  onOpenChange,
}: {
  companyUid: string;
  source: Source | null;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const { duplicate } = useEstimateMutations(companyUid);
  const kit = useApiForm({
    schema: () => import("./copy-name").then((m) => m.copyNameForm),
    defaultValues: { name: "" },
    submit: ({ name }) => duplicate.mutateAsync({ uid: source?.uid ?? "", name }),
    successToast: (copy) => `Estimate duplicated as “${copy.name}”`,
    onSuccess: (copy) => router.push(`/estimate/${copy.uid}`),
    leaves: true,
  });
  const { restart } = kit;
  useEffect(() => {
    if (source) restart({ name: `Copy of ${source.name}`.slice(0, 200) });
  }, [source, restart]);

  return (
    <Dialog open={source !== null} onOpenChange={(open) => !kit.pending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-md">
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeading
            title="Duplicate estimate"
            description={
              <>A full copy of “{source?.name}” — inputs, lines, markups and saved views — as a new draft.</>
            }
          />
          <FormField
            kit={kit}
            name="name"
            id="duplicate-name"
            label="Name of the copy"
            maxLength={200}
            autoFocus
            fieldClassName="grid gap-1.5"
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Duplicate</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
