"use client";

// The editor's Library side panel: browse the items (search words or a cost code, narrow to a MasterFormat
// division) and the assemblies; drag an item onto the grid to insert a line where it drops, or press its
// Insert button (the keyboard's way) to add it at the end. Items are priced at the estimate's date and place.
// An assembly dragged onto the grid asks its driver quantity, as its Insert button does.
// A column beside the grid on a desktop, a sheet from the bottom on a phone.
import { GripVertical, XIcon } from "lucide-react";
import { useState } from "react";
import { FactorLines } from "@/components/shared/factor-lines";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { toast } from "@/lib/client/use-toast";
import type { AssemblyDto } from "@/lib/contract/assembly";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { masterFormatDivisions } from "@/lib/domain/reference/masterformat";
import { DriverQuantity } from "./library-dialog";
import { applyLibraryResult } from "./library-insert";
import { unitCost } from "./unit-cost";
import { listItems, useAssemblies, useCostItems } from "./use-cost-library";
import { ASSEMBLY_DRAG_TYPE, ITEM_DRAG_TYPE, useGridDrop } from "./use-grid-drop";

export type LibraryPanelProps = {
  open: boolean;
  onClose(): void;
  store: EditorStore;
  estimateUid: string;
  /** Reads the estimate again (an assembly adds an input and lines on the server). */
  onReload(): void;
  phone: boolean;
};

export function LibraryPanel(props: LibraryPanelProps) {
  if (props.phone) {
    return (
      <Sheet open={props.open} onOpenChange={(o) => !o && props.onClose()}>
        <SheetContent side="bottom" className="max-h-[85dvh] gap-2 p-4" data-testid="library-panel">
          <SheetTitle>Cost library</SheetTitle>
          <SheetDescription className="text-xs">
            Insert adds the item as a line at the end, priced at this estimate's date and place.
          </SheetDescription>
          <PanelBody {...props} />
        </SheetContent>
      </Sheet>
    );
  }
  if (!props.open) return null;
  return (
    <aside
      aria-labelledby="library-panel-title"
      data-testid="library-panel"
      className="fixed top-56 right-4 bottom-4 z-30 flex w-80 flex-col gap-2 rounded-md border bg-card p-3 shadow-lg"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="library-panel-title" className="font-semibold text-base">
            Cost library
          </h2>
          <p className="text-muted-foreground text-xs">
            Drag an item or an assembly onto the grid (an item lands where it drops), or press Insert to add
            it at the end.
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close the library panel" onClick={props.onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <PanelBody {...props} />
    </aside>
  );
}

function PanelBody({ open, store, estimateUid, onReload }: LibraryPanelProps) {
  const [q, setQ] = useState("");
  const [division, setDivision] = useState("");
  const [driving, setDriving] = useState<AssemblyDto | null>(null);
  const items = useCostItems(q.trim(), { estimateUid, limit: 50, count: false, costCode: division });
  const assemblies = useAssemblies(q.trim());
  const list = listItems(items.data);
  const shownAssemblies = division ? [] : listItems(assemblies.data).slice(0, 10);
  useGridDrop(
    store,
    open,
    {
      items: new Map(list.map((item) => [item.uid, item])),
      assemblies: new Map(shownAssemblies.map((a) => [a.uid, a])),
    },
    setDriving,
  );
  const insert = (item: CostItemDto) => {
    const done = applyLibraryResult(store, { kind: "item", key: `item-${item.uid}`, item }, {});
    toast(
      done.ok
        ? { title: `${item.description} added as line ${store.lineCount()}` }
        : { title: done.message, variant: "destructive" },
    );
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <Input
        aria-label="Search the library"
        placeholder="09 21 or gypsum board…"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <NativeSelect
        aria-label="Cost code division"
        value={division}
        onChange={(e) => setDivision(e.target.value)}
      >
        <option value="">All divisions</option>
        {masterFormatDivisions.map((d) => (
          <option key={d.division} value={d.division}>
            {d.division} {d.title}
          </option>
        ))}
      </NativeSelect>
      <div className="min-h-0 flex-1 overflow-auto">
        {driving ? (
          <div className="grid gap-2 rounded-md border p-2">
            <p className="font-medium text-sm">
              {driving.name}: how many {driving.driver_unit ?? driving.driver}?
            </p>
            <DriverQuantity
              key={driving.uid}
              assembly={driving}
              estimateUid={estimateUid}
              onDone={() => {
                setDriving(null);
                onReload();
              }}
            />
            <Button variant="ghost" size="sm" onClick={() => setDriving(null)}>
              Cancel
            </Button>
          </div>
        ) : null}
        <ul aria-label="Library items" className="grid gap-1">
          {list.map((item) => (
            <li
              key={item.uid}
              draggable
              data-testid="library-panel-item"
              onDragStart={(e) => {
                e.dataTransfer.setData(ITEM_DRAG_TYPE, item.uid);
                e.dataTransfer.setData("text/plain", `${item.cost_code} ${item.description}`);
                e.dataTransfer.effectAllowed = "copy";
              }}
              className="flex cursor-grab items-center gap-1 rounded-md border bg-background p-1.5 text-sm active:cursor-grabbing"
            >
              <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <PanelItemText item={item} />
              <Button
                variant="outline"
                size="sm"
                aria-label={`Insert ${item.description}`}
                onClick={() => insert(item)}
              >
                Insert
              </Button>
            </li>
          ))}
        </ul>
        {list.length === 0 ? (
          <p className="p-2 text-muted-foreground text-sm">
            {items.isPending ? "Loading…" : "No items match."}
          </p>
        ) : null}
        {shownAssemblies.length > 0 ? (
          <>
            <h3 className="mt-3 mb-1 font-medium text-muted-foreground text-xs uppercase">Assemblies</h3>
            <ul aria-label="Assemblies" className="grid gap-1">
              {shownAssemblies.map((a) => (
                <li
                  key={a.uid}
                  draggable
                  data-testid="library-panel-assembly"
                  onDragStart={(e) => {
                    e.dataTransfer.setData(ASSEMBLY_DRAG_TYPE, a.uid);
                    e.dataTransfer.setData("text/plain", a.name);
                    e.dataTransfer.effectAllowed = "copy";
                  }}
                  className="flex cursor-grab items-center gap-1 rounded-md border bg-background p-1.5 text-sm active:cursor-grabbing"
                >
                  <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1">
                    {a.name}
                    <span className="block text-muted-foreground text-xs">
                      {a.items.length} items per {a.driver_unit ?? a.driver}
                    </span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Insert ${a.name}`}
                    onClick={() => setDriving(a)}
                  >
                    Insert
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** An item in the panel's narrow column: code and description, then its price here and as listed. */
function PanelItemText({ item }: { item: CostItemDto }) {
  const n = item.normalised;
  return (
    <span className="grid min-w-0 flex-1 gap-0.5">
      <span>
        <span className="mr-1.5 font-mono text-xs">{item.cost_code}</span>
        {item.description}
      </span>
      <span className="text-muted-foreground text-xs tabular-nums">
        <span className="font-medium text-foreground">
          {unitCost(n?.unit_cost_cents ?? item.unit_cost_cents, item.unit)}
        </span>
        {n?.factors.length
          ? ` · ${unitCost(item.unit_cost_cents, item.unit)} listed`
          : ` · ${item.price_date}`}
      </span>
      {n?.factors.length ? <FactorLines factors={n.factors} /> : null}
    </span>
  );
}
