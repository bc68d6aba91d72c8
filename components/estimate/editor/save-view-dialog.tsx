"use client";

import { FormDialog } from "@/components/shared/form-dialog";
import { FormField } from "@/components/shared/form-kit";
import type { ViewConfig, ViewDto } from "@/lib/client/estimate-editor/types";
import { createView } from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";

type Props = {
  open: boolean;
  onClose: () => void;
  estimateUid: string;
  /** The layout on screen, saved under the name. */
  config: ViewConfig;
  /** Editors may share a view with the company; a viewer's views are their own. */
  canShare: boolean;
  onSaved: (view: ViewDto) => Promise<void>;
};

/** "Save as a new view…": the grid's grouping, filters, columns and sort under a name. */
export function SaveViewDialog({ open, onClose, estimateUid, config, canShare, onSaved }: Props) {
  const kit = useApiForm<{ name: string; shared: boolean }, ViewDto>({
    defaultValues: { name: "", shared: false },
    submit: (values) =>
      createView(estimateUid, { ...values, config: config as never }) as Promise<unknown> as Promise<ViewDto>,
    onSuccess: async (view) => {
      await onSaved(view);
      close();
    },
  });
  const close = () => {
    kit.restart();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      kit={kit}
      title="Save view"
      description="Grouping, filters, columns and sort, under a name."
      submitLabel="Save view"
    >
      <FormField kit={kit} name="name" id="view-name" label="Name" autoFocus />
      {canShare ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...kit.register("shared")} />
          Share with the company
        </label>
      ) : null}
    </FormDialog>
  );
}
