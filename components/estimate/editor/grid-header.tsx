"use client";

// The grid's sticky column headers: a click sorts by the column (again: descending, again: off), Shift+click
// adds a level.
import type { MouseEvent } from "react";
import type { ColumnDef } from "@/lib/client/estimate-editor/columns";
import type { SortSpec } from "@/lib/client/estimate-editor/types";
import { cn } from "@/lib/utils";
import { GUTTER } from "./grid-types";

function nextSort(sort: SortSpec[], col: ColumnDef, addLevel: boolean): SortSpec[] {
  const current = sort.find((s) => s.id === col.id);
  const next: SortSpec | null = !current
    ? { id: col.id, desc: false }
    : current.desc
      ? null
      : { id: col.id, desc: true };
  const others = addLevel ? sort.filter((s) => s.id !== col.id) : [];
  return next ? [...others, next] : others;
}

export function GridHeader({
  columns,
  frozen,
  sort,
  width,
  onSort,
}: {
  columns: ColumnDef[];
  /** Each column's sticky left offset when frozen (budget-grid.tsx), else null. */
  frozen: readonly (number | null)[];
  sort: SortSpec[];
  width: number;
  onSort(sort: SortSpec[]): void;
}) {
  const click = (col: ColumnDef, e: Pick<MouseEvent, "shiftKey">) => onSort(nextSort(sort, col, e.shiftKey));
  return (
    <div
      role="row"
      tabIndex={-1}
      className="sticky top-0 z-20 flex h-9 border-b bg-muted/95 font-medium text-muted-foreground text-xs backdrop-blur"
      style={{ width }}
    >
      <div className="sticky left-0 z-10 shrink-0 border-r bg-muted" style={{ width: GUTTER }} />
      {columns.map((col, c) => {
        const s = sort.find((x) => x.id === col.id);
        const left = frozen[c] ?? null;
        return (
          <div
            key={col.id}
            role="columnheader"
            tabIndex={-1}
            aria-sort={s ? (s.desc ? "descending" : "ascending") : undefined}
            className={cn(
              "flex shrink-0 cursor-pointer select-none items-center gap-1 border-r px-2 hover:text-foreground",
              col.align === "right" && "justify-end",
              col.align === "center" && "justify-center",
              left !== null && "sticky z-10 bg-muted",
            )}
            style={{ width: col.width, left: left ?? undefined }}
            onClick={(e) => click(col, e)}
            onKeyDown={(e) => {
              if (e.key === "Enter") click(col, e);
            }}
            title="Sort (Shift+click adds a level)"
          >
            {col.label}
            {s ? <span aria-hidden>{s.desc ? "↓" : "↑"}</span> : null}
          </div>
        );
      })}
    </div>
  );
}
