"use client";

// The library's assemblies: named sets of items with quantity formulas on one driver. Editors add and change
// them here; the budget grid inserts them (docs/COST-LIBRARY.md).
import { BoxesIcon, PlusIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { EmptyListPanel } from "@/components/shared/list-states";
import { Button } from "@/components/ui/button";
import type { AssemblyDto } from "@/lib/contract/assembly";
import type { AssemblyDialog as AssemblyDialogView } from "./assembly-dialog";
import { listItems, useAssemblies, useCostItems, useRefreshLibrary } from "./use-cost-library";

// The dialog (the assembly's form, Radix Dialog) loads when first opened, not with the page.
const AssemblyDialog = lazyDialog<ComponentProps<typeof AssemblyDialogView>>(
  () => import("./assembly-dialog").then((m) => ({ default: m.AssemblyDialog })),
  (p) => p.assembly !== null,
);

export function AssembliesSection({ canEdit }: { canEdit: boolean }) {
  const list = useAssemblies();
  const refresh = useRefreshLibrary();
  const [open, setOpen] = useState<AssemblyDto | "new" | null>(null);
  const assemblies = listItems(list.data);
  // The items an assembly can use, fetched with the page so the form has them as soon as it opens.
  const items = useCostItems("", { limit: 200 });
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
      <AssemblyDialog
        assembly={open}
        items={listItems(items.data)}
        onClose={() => setOpen(null)}
        onChanged={refresh}
      />
    </section>
  );
}
