"use client";

// A group's header row in a grouped view: fold button, label, line count and subtotal.
import { ChevronDown, ChevronRight } from "lucide-react";
import type { CSSProperties, MouseEvent } from "react";
import type { ViewRow } from "@/lib/client/estimate-editor/view";
import { formatCurrency } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";
import { GUTTER } from "./grid-types";

type GroupViewRow = Extract<ViewRow, { kind: "group" }>;

export function GroupRow({
  id,
  row,
  style,
  active,
  onMouseDown,
  onToggle,
}: {
  /** The grid's aria-activedescendant names it when the focus is on it. */
  id: string;
  row: GroupViewRow;
  style: CSSProperties;
  /** The focus is on this row. */
  active: boolean;
  onMouseDown(e: MouseEvent): void;
  onToggle(id: string): void;
}) {
  return (
    <div
      id={id}
      role="row"
      tabIndex={-1}
      aria-label={`${row.label}, ${row.count} ${row.count === 1 ? "line" : "lines"}, ${formatCurrency(row.total_cents)}`}
      aria-expanded={!row.collapsed}
      data-testid="group-row"
      className={cn(
        "absolute top-0 left-0 flex cursor-pointer items-center border-b bg-muted/60 font-medium",
        active && "ring-2 ring-primary ring-inset",
      )}
      style={style}
      onMouseDown={onMouseDown}
      onDoubleClick={() => onToggle(row.id)}
    >
      <div
        className="sticky left-0 flex h-full shrink-0 items-center justify-center bg-muted"
        style={{ width: GUTTER }}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label={row.collapsed ? `Expand ${row.label}` : `Collapse ${row.label}`}
          className="rounded p-0.5 hover:bg-accent"
          onMouseDown={(e) => e.stopPropagation()}
          onClick={() => onToggle(row.id)}
        >
          {row.collapsed ? <ChevronRight className="size-4" /> : <ChevronDown className="size-4" />}
        </button>
      </div>
      <div
        className="sticky flex min-w-0 items-center gap-3 px-2"
        style={{ left: GUTTER, paddingLeft: 8 + row.depth * 16 }}
      >
        <span className="truncate" data-testid="group-label">
          {row.label}
        </span>
        <span className="text-muted-foreground text-xs">
          {row.count} {row.count === 1 ? "line" : "lines"}
        </span>
        <span className="font-semibold tabular-nums" data-testid="group-total">
          {formatCurrency(row.total_cents)}
        </span>
      </div>
    </div>
  );
}
