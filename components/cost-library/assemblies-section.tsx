"use client";

// The library's assemblies: named sets of items with quantity formulas on one driver. Editors add and change
// them here; the budget grid inserts them (docs/COST-LIBRARY.md).
import { BoxesIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { EmptyListPanel } from "@/components/shared/list-states";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { AssemblyDto } from "@/lib/contract/assembly";
import { AssemblyForm } from "./assembly-form";
import { listItems, useAssemblies, useCostItems, useRefreshLibrary } from "./use-cost-library";

export function AssembliesSection({ canEdit }: { canEdit: boolean }) {
  const list = useAssemblies();
  const refresh = useRefreshLibrary();
  const [open, setOpen] = useState<AssemblyDto | "new" | null>(null);
  const assemblies = listItems(list.data);
  return (
    <section className="grid gap-4" aria-labelledby="assemblies-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="assemblies-heading" className="font-semibold text-xl tracking-tight">
            Assemblies
          </h2>
          <p className="text-muted-foreground text-sm">
            Items priced together on one driver, such as a partition per LF of wall. Inserted into an
            estimate, the driver becomes an input: change it there and the group follows.
          </p>
        </div>
        {canEdit ? (
          <Button onClick={() => setOpen("new")}>
            <PlusIcon aria-hidden="true" />
            New assembly
          </Button>
        ) : null}
      </div>
      {assemblies.length === 0 ? (
        <EmptyListPanel icon={BoxesIcon} testId="assemblies-empty">
          <p className="text-muted-foreground text-sm">
            {list.isPending ? "Loading…" : "No assemblies yet."}
          </p>
        </EmptyListPanel>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="assembly-list">
          {assemblies.map((a) => (
            <li key={a.uid}>
              <button
                type="button"
                onClick={() => setOpen(a)}
                disabled={!canEdit}
                className="grid w-full gap-1 p-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default"
              >
                <span className="font-medium">{a.name}</span>
                <span className="text-muted-foreground text-xs">
                  per {a.driver_unit ?? a.driver} ·{" "}
                  {a.items.map((i) => `${i.description ?? "deleted item"} (${i.formula})`).join(" · ") ||
                    "no items"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AssemblyDialog assembly={open} onClose={() => setOpen(null)} onChanged={refresh} />
    </section>
  );
}

function AssemblyDialog({
  assembly,
  onClose,
  onChanged,
}: {
  assembly: AssemblyDto | "new" | null;
  onClose: () => void;
  onChanged: () => unknown;
}) {
  const items = useCostItems("", { limit: 200 });
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
          items={listItems(items.data)}
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
