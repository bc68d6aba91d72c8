"use client";

// Dropping a library item on the budget grid: while the side panel is open, a drag carrying an item may drop
// anywhere on the grid; the line under the pointer is marked, and the item lands before it (on the blank
// row or below the lines, at the end), priced like any insert — one undo step. An assembly dropped on the grid
// does what its Insert button does: asks the driver quantity, and the server adds its grouped lines.
import { useEffect, useRef } from "react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { toast } from "@/lib/client/use-toast";
import type { AssemblyDto } from "@/lib/contract/assembly";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { applyLibraryResult, dropIndex } from "./library-insert";

/** The drag's data type: an item's uid. */
export const ITEM_DRAG_TYPE = "application/x-plinth-cost-item";
/** The drag's data type: an assembly's uid. */
export const ASSEMBLY_DRAG_TYPE = "application/x-plinth-assembly";

const GRID = '[data-testid="budget-grid"]';
const MARK = "inset 0 2px 0 0 var(--primary)";

type Dropped = { items: Map<string, CostItemDto>; assemblies: Map<string, AssemblyDto> };

export function useGridDrop(
  store: EditorStore,
  active: boolean,
  dropped: Dropped,
  onAssembly: (assembly: AssemblyDto) => void,
) {
  const latest = useRef({ ...dropped, onAssembly });
  latest.current = { ...dropped, onAssembly };
  useEffect(() => {
    if (!active) return;
    let marked: HTMLElement | null = null;
    const mark = (row: HTMLElement | null) => {
      if (marked === row) return;
      if (marked) marked.style.boxShadow = "";
      marked = row;
      if (row) row.style.boxShadow = MARK;
    };
    const ours = (e: DragEvent) =>
      e.dataTransfer?.types.includes(ITEM_DRAG_TYPE) || e.dataTransfer?.types.includes(ASSEMBLY_DRAG_TYPE);
    const onGrid = (e: DragEvent) =>
      ours(e) && e.target instanceof Element ? e.target.closest<HTMLElement>(GRID) && e.target : null;
    const over = (e: DragEvent) => {
      const target = onGrid(e);
      if (!target) return mark(null);
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
      // An assembly's lines go where its Insert puts them (the server adds them at the end): no line to mark.
      if (e.dataTransfer?.types.includes(ITEM_DRAG_TYPE)) mark(target.closest<HTMLElement>("[data-row-key]"));
    };
    const drop = (e: DragEvent) => {
      const target = onGrid(e);
      mark(null);
      if (!target) return;
      e.preventDefault();
      const assembly = latest.current.assemblies.get(e.dataTransfer?.getData(ASSEMBLY_DRAG_TYPE) ?? "");
      if (assembly) return latest.current.onAssembly(assembly);
      const item = latest.current.items.get(e.dataTransfer?.getData(ITEM_DRAG_TYPE) ?? "");
      if (!item) return;
      const rowKey = target.closest<HTMLElement>("[data-row-key]")?.dataset.rowKey;
      const index = dropIndex(store.order, rowKey);
      const done = applyLibraryResult(store, { kind: "item", key: `item-${item.uid}`, item }, { index });
      if (done.ok) toast({ title: `${item.description} inserted as line ${index + 1}` });
    };
    const end = () => mark(null);
    document.addEventListener("dragover", over);
    document.addEventListener("drop", drop);
    document.addEventListener("dragend", end);
    return () => {
      mark(null);
      document.removeEventListener("dragover", over);
      document.removeEventListener("drop", drop);
      document.removeEventListener("dragend", end);
    };
  }, [active, store]);
}
