"use client";

// The grid's selection: an anchor and a focus cell (the block between them), kept inside the rows, and
// moving it scrolls the focus into view.
import type { Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { SelectionReport } from "./bulk-selection";
import type { TabRun } from "./grid-nav";
import { type Cell, clamp, type GridCore, lineKeysBetween } from "./grid-types";

export function useGridSelection(core: GridCore, virtualizer: Virtualizer<HTMLDivElement, Element>) {
  const { rows, columns, scrollRef } = core;
  const [anchor, setAnchor] = useState<Cell>({ r: 0, c: 0 });
  const [focus, setFocus] = useState<Cell>({ r: 0, c: 0 });
  /** The column a run of Tabs began in (grid-nav.ts); a click or an arrow ends it. */
  const tabRun = useRef<TabRun>(null);
  const maxR = rows.length - 1;
  const maxC = columns.length - 1;
  const bounds = {
    top: Math.min(anchor.r, focus.r),
    bottom: Math.max(anchor.r, focus.r),
    left: Math.min(anchor.c, focus.c),
    right: Math.max(anchor.c, focus.c),
  };

  // Keep the selection inside the rows when they shrink.
  useEffect(() => {
    if (focus.r > maxR || anchor.r > maxR) {
      const r = Math.max(0, maxR);
      setFocus((f) => ({ ...f, r: Math.min(f.r, r) }));
      setAnchor((a) => ({ ...a, r: Math.min(a.r, r) }));
    }
  }, [maxR, focus.r, anchor.r]);

  // The selected lines, told to the bulk menu (bulk-selection.ts).
  const report = useContext(SelectionReport);
  const { top, bottom } = bounds;
  useEffect(() => report?.(lineKeysBetween(rows, top, bottom)), [report, rows, top, bottom]);

  const scrollToCell = useCallback(
    (cell: Cell) => {
      virtualizer.scrollToIndex(cell.r, { align: "auto" });
      requestAnimationFrame(() => {
        const el = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${cell.r}:${cell.c}"]`);
        el?.scrollIntoView({ block: "nearest", inline: "nearest" });
      });
    },
    [virtualizer, scrollRef],
  );

  const select = useCallback(
    (cell: Cell, extend = false, grow = false) => {
      // `grow`: a line was just added from the blank row, which moves down one (rows not re-read yet).
      const lastRow = Math.max(0, maxR + (grow ? 1 : 0));
      const next = { r: clamp(cell.r, 0, lastRow), c: clamp(cell.c, 0, Math.max(0, maxC)) };
      setFocus(next);
      if (!extend) setAnchor(next);
      scrollToCell(next);
    },
    [maxR, maxC, scrollToCell],
  );

  const selectAll = () => {
    setAnchor({ r: 0, c: 0 });
    setFocus({ r: maxR, c: maxC });
  };

  /** The selected lines' keys. */
  const selectedKeys = () => lineKeysBetween(rows, bounds.top, bounds.bottom);
  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  return {
    anchor,
    focus,
    setAnchor,
    setFocus,
    bounds,
    maxR,
    maxC,
    select,
    selectAll,
    selectedKeys,
    focusGrid,
    tabRun,
  };
}

export type GridSelection = ReturnType<typeof useGridSelection>;
