"use client";

// A cost item in a dialog: its form (new or existing) and Delete.
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { CostItemForm } from "./cost-item-form";

export function ItemDialog({
  item,
  onClose,
  onChanged,
}: {
  item: CostItemDto | "new" | null;
  onClose: () => void;
  onChanged: () => unknown;
}) {
  const existing = item && item !== "new" ? item : null;
  const remove = async () => {
    if (!existing || !window.confirm(`Delete ${existing.description} from the library?`)) return;
    try {
      await api(`/cost-item/${existing.uid}`, { method: "DELETE", ifMatch: existing.version });
      toast({ title: "Item deleted" });
      await onChanged();
      onClose();
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <Dialog open={item !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeading
          title={existing ? existing.description : "New cost item"}
          description="Estimates that took this price keep theirs; the grid marks them when it changes here."
        />
        <CostItemForm
          key={existing ? `${existing.uid}-${existing.version}` : "new"}
          item={existing}
          onSaved={async () => {
            toast({ title: existing ? "Item saved" : "Item added" });
            await onChanged();
            onClose();
          }}
          onStale={onChanged}
          onCancel={onClose}
        />
        {existing ? (
          <Button variant="ghost" className="justify-self-start text-destructive" onClick={remove}>
            Delete item
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
