"use client";

import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { errorMessage } from "@/lib/client/api";
import { type EstimateListItemDto, useEstimateMutations } from "@/lib/client/estimates";
import { toast } from "@/lib/client/use-toast";

export type RowAction = { kind: "archive" | "delete"; estimate: EstimateListItemDto };

const copy = {
  archive: {
    title: (name: string) => `Archive "${name}"?`,
    description: "It leaves the list and opens read only; filter by Archived to find it.",
    confirm: "Archive",
    done: "Estimate archived",
  },
  delete: {
    title: (name: string) => `Delete "${name}"?`,
    description: "The estimate, its lines and markups are deleted. This cannot be undone.",
    confirm: "Delete",
    done: "Estimate deleted",
  },
} as const;

/**
 * Asks before archiving or deleting an estimate from the list's row menu (open while there is an action).
 * Archive is the status change the header makes, delete the DELETE; both send the row's version as If-Match,
 * and the lists refresh.
 */
export function RowConfirm({
  companyUid,
  action,
  onDone,
}: {
  companyUid: string;
  action: RowAction | null;
  onDone: () => void;
}) {
  const { update, remove } = useEstimateMutations(companyUid);
  const text = copy[action?.kind ?? "delete"];
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => !open && onDone()}
      title={action ? text.title(action.estimate.name) : ""}
      description={text.description}
      confirmLabel={text.confirm}
      destructive={action?.kind === "delete"}
      onConfirm={async () => {
        if (!action) return;
        const { uid, version, name } = action.estimate;
        try {
          if (action.kind === "archive")
            await update.mutateAsync({ uid, input: { status: "archived" }, version });
          else await remove.mutateAsync({ uid, version });
          toast({ title: text.done, description: name });
        } catch (e) {
          toast({ title: errorMessage(e), variant: "destructive" });
        }
        onDone();
      }}
    />
  );
}
