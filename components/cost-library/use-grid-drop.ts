"use client";

// Dropping a library item on the budget grid: while the side panel is open, a drag carrying an item may drop
// anywhere on the grid; the line under the pointer is marked, and the item lands before it (on the blank
// row or below the lines, at the end), priced like any insert — one undo step.
import { useEffect, useRef } from "react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { toast } from "@/lib/client/use-toast";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { applyLibraryResult, dropIndex } from "./library-insert";

/** The drag's data type: an item's uid. */
export const ITEM_DRAG_TYPE = "application/x-plinth-cost-item";

const GRID = '[data-testid="budget-grid"]';
const MARK = "inset 0 2px 0 0 var(--primary)";

export function useGridDrop(store: EditorStore, active: boolean, items: Map<string, CostItemDto>) {
  const latest = useRef(items);
  latest.current = items;
  useEffect(() => {
    if (!active) return;
    let marked: HTMLElement | null = null;
    const mark = (row: HTMLElement | null) => {
      if (marked === row) return;
      if (marked) marked.style.boxShadow = "";
      marked = row;
      if (row) row.style.boxShadow = MARK;
    };
    const onGrid = (e: DragEvent) =>
      e.dataTransfer?.types.includes(ITEM_DRAG_TYPE) && e.target instanceof Element
        ? e.target.closest<HTMLElement>(GRID) && e.target
        : null;
    const over = (e: DragEvent) => {
      const target = onGrid(e);
      if (!target) return mark(null);
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
      mark(target.closest<HTMLElement>("[data-row-key]"));
    };
    const drop = (e: DragEvent) => {
      const target = onGrid(e);
      mark(null);
      if (!target) return;
      e.preventDefault();
      const item = latest.current.get(e.dataTransfer?.getData(ITEM_DRAG_TYPE) ?? "");
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
