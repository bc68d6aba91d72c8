"use client";

// Settings › Cost library: the company's unit-cost items (searched by words or a cost code prefix) and its
// assemblies. Everyone reads; editors add, change, import and delete. Estimates take prices from here through
// the budget grid's library search (docs/COST-LIBRARY.md).
import { LibraryIcon, PlusIcon, UploadIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { EmptyListPanel, RetryErrorPanel } from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { AssembliesSection } from "./assemblies-section";
import type { CostItemImportDialog as CostItemImportDialogView } from "./cost-item-import-dialog";
import type { ItemDialog as ItemDialogView } from "./item-dialog";
import { unitCost } from "./unit-cost";
import { listItems, useCostItems, useRefreshLibrary } from "./use-cost-library";

// The dialogs (the item's form, the import, Radix Dialog) load when first opened, not with the page.
const ItemDialog = lazyDialog<ComponentProps<typeof ItemDialogView>>(
  () => import("./item-dialog").then((m) => ({ default: m.ItemDialog })),
  (p) => p.item !== null,
);
const CostItemImportDialog = lazyDialog<ComponentProps<typeof CostItemImportDialogView>>(
  () => import("./cost-item-import-dialog").then((m) => ({ default: m.CostItemImportDialog })),
  (p) => p.open,
);

export function CostLibraryPage({ canEdit }: { canEdit: boolean }) {
  const [q, setQ] = useState("");
  const list = useCostItems(q);
  const refresh = useRefreshLibrary();
  const [open, setOpen] = useState<CostItemDto | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const items = listItems(list.data);
  return (
    <div className="grid gap-8" data-testid="cost-library-page">
      <section className="grid gap-4" aria-labelledby="items-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="items-heading" className="font-semibold text-xl tracking-tight">
              Cost library
            </h1>
            <p className="text-muted-foreground text-sm">
              Unit costs priced at a date and place. The budget grid finds them as you type a cost code or
              description, and shows them moved to the estimate's date and location.
            </p>
          </div>
          {canEdit ? (
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => setImporting(true)}>
                <UploadIcon aria-hidden="true" />
                Import
              </Button>
              <Button onClick={() => setOpen("new")}>
                <PlusIcon aria-hidden="true" />
                New item
              </Button>
            </div>
          ) : null}
        </div>
        <SearchBox
          label="Search the cost library"
          placeholder="Search by words or a cost code such as 09 21…"
          testId="cost-item-search"
          value={q}
          onSearch={setQ}
        />
        {list.isError && !list.data ? (
          <RetryErrorPanel
            title="Could not load the library"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading the library">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyListPanel icon={LibraryIcon} testId="cost-items-empty">
            <p className="text-muted-foreground text-sm">
              {q ? "No item matches." : "No items yet. Add your unit costs or import a price list."}
            </p>
          </EmptyListPanel>
        ) : (
          <ul className="divide-y rounded-md border" data-testid="cost-item-list">
            {items.map((item) => (
              <li key={item.uid}>
                <button
                  type="button"
                  onClick={() => setOpen(item)}
                  disabled={!canEdit}
                  className="grid w-full gap-1 p-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default sm:grid-cols-[7rem_minmax(0,1fr)_9rem_10rem] sm:items-center sm:gap-4"
                  data-testid="cost-item-row"
                >
                  <span className="font-mono text-xs">{item.cost_code}</span>
                  <span className="min-w-0 truncate font-medium">{item.description}</span>
                  <span className="text-sm tabular-nums sm:text-right">
                    {unitCost(item.unit_cost_cents, item.unit)}
                  </span>
                  <span className="truncate text-muted-foreground text-xs">
                    {item.price_date} · {item.location ?? "national"}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.data && list.data.total !== null && list.data.total > items.length ? (
          <p className="text-muted-foreground text-sm">
            Showing {items.length} of {list.data.total}: search to narrow the list.
          </p>
        ) : null}
      </section>
      <AssembliesSection canEdit={canEdit} />
      <ItemDialog item={open} onClose={() => setOpen(null)} onChanged={refresh} />
      <CostItemImportDialog open={importing} onClose={() => setImporting(false)} onApplied={refresh} />
    </div>
  );
}
