"use client";

import { useEffect, useId } from "react";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField } from "@/components/shared/form-kit";
import { useApiForm } from "@/lib/client/use-api-form";
import type { ComparisonDto } from "@/lib/contract/comparison";

// The contract's name rule (the create schema's field), imported with the dialog.
const schema = () =>
  import("@/lib/contract/comparison").then((m) => m.createComparisonInput.pick({ name: true }));

export type RenameDialogProps = {
  open: boolean;
  comparison: ComparisonDto;
  onClose: () => void;
  rename: (name: string) => Promise<unknown>;
};

export function RenameDialog({ open, comparison, onClose, rename }: RenameDialogProps) {
  const id = useId();
  const kit = useApiForm<{ name: string }>({
    schema: schema as never,
    defaultValues: { name: comparison.name },
    submit: (values) => rename(values.name),
    onSuccess: onClose,
  });
  const { restart } = kit;
  useEffect(() => {
    if (open) restart({ name: comparison.name });
  }, [open, comparison.name, restart]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      kit={kit}
      title="Rename comparison"
      description="The name shows in the list and on its exports."
      submitLabel="Rename"
    >
      <FormField kit={kit} name="name" id={`${id}-name`} label="Name" autoFocus />
    </FormDialog>
  );
}
