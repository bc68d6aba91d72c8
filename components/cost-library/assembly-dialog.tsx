"use client";

// An assembly in a dialog: its form (new or existing) and Delete.
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { AssemblyDto } from "@/lib/contract/assembly";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { AssemblyForm } from "./assembly-form";

export function AssemblyDialog({
  assembly,
  items,
  onClose,
  onChanged,
}: {
  assembly: AssemblyDto | "new" | null;
  items: CostItemDto[];
  onClose: () => void;
  onChanged: () => unknown;
}) {
  const existing = assembly && assembly !== "new" ? assembly : null;
  const remove = async () => {
    if (!existing || !window.confirm(`Delete the assembly ${existing.name}?`)) return;
    try {
      await api(`/assembly/${existing.uid}`, { method: "DELETE", ifMatch: existing.version });
      toast({ title: "Assembly deleted" });
      await onChanged();
      onClose();
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <Dialog open={assembly !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeading
          title={existing ? existing.name : "New assembly"}
          description="Each item's quantity is a formula on the driver, such as LF * 2.1."
        />
        <AssemblyForm
          key={existing ? `${existing.uid}-${existing.version}` : "new"}
          assembly={existing}
          items={items}
          onSaved={async () => {
            toast({ title: existing ? "Assembly saved" : "Assembly added" });
            await onChanged();
            onClose();
          }}
          onStale={onChanged}
          onCancel={onClose}
        />
        {existing ? (
          <Button variant="ghost" className="justify-self-start text-destructive" onClick={remove}>
            Delete assembly
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
