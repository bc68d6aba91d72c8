// What the budget grid's parts share: a cell address, the open cell editor, the sizes and the view's rows.
import type { RefObject } from "react";
import type { ColumnDef } from "@/lib/client/estimate-editor/columns";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { ViewRow } from "@/lib/client/estimate-editor/view";

export const ROW_HEIGHT = 32;
export const GUTTER = 44;
/** The sticky column header's height: rows start below it. */
export const HEADER_HEIGHT = 36;

export type Cell = { r: number; c: number };
export type Editing = { r: number; c: number; text: string; mode: "enter" | "edit" };

/** The grid as every part sees it. */
export interface GridCore {
  store: EditorStore;
  rows: ViewRow[];
  columns: ColumnDef[];
  canEdit: boolean;
  /** No grouping, filter or sort: rows are the budget order. */
  plain: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
}

export function clamp(n: number, lo: number, hi: number) {
  return Math.max(lo, Math.min(hi, n));
}

/** Line keys of the view from one row to another (group headers and the blank row skipped). */
export function lineKeysBetween(rows: readonly ViewRow[], from: number, to: number): string[] {
  const keys: string[] = [];
  for (let r = from; r <= to && r < rows.length; r++) {
    const row = rows[r];
    if (row?.kind === "line") keys.push(row.key);
  }
  return keys;
}
