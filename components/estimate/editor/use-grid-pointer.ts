"use client";

// The mouse on the grid: a press selects a cell (Shift extends; a cell being typed in is written first),
// dragging extends the selection.
import { type MouseEvent, useEffect, useRef } from "react";
import type { Cell } from "./grid-types";
import type { CellEditor } from "./use-cell-editor";
import type { GridSelection } from "./use-grid-selection";

export function useGridPointer(sel: GridSelection, editor: CellEditor) {
  const dragging = useRef(false);

  useEffect(() => {
    const up = () => {
      dragging.current = false;
    };
    window.addEventListener("mouseup", up);
    return () => window.removeEventListener("mouseup", up);
  }, []);

  const onCellMouseDown = (e: MouseEvent, cell: Cell) => {
    if (e.button !== 0) return;
    const open = editor.editingRef.current;
    if (open && (open.r !== cell.r || open.c !== cell.c)) {
      if (!editor.commit()) return;
    } else if (open) return;
    e.preventDefault();
    sel.focusGrid();
    dragging.current = true;
    sel.tabRun.current = null;
    sel.setFocus(cell);
    if (!e.shiftKey) sel.setAnchor(cell);
  };

  const onCellMouseEnter = (cell: Cell) => {
    if (dragging.current) sel.setFocus(cell);
  };

  return { onCellMouseDown, onCellMouseEnter };
}
