"use client";

// One line of the grid (or the blank row that adds one): the row number or its problem in the gutter, each
// column's cell, and the cell editor where a cell is being typed in. Memoised: it re-renders only when its
// line, its result or its part of the selection changes.
import { type KeyboardEvent, type MouseEvent, memo, type ReactNode, type RefObject } from "react";
import { useCellSuggestions } from "@/components/cost-library/cell-suggestions";
import { LibraryMark } from "@/components/cost-library/library-prices";
import type { ColumnDef } from "@/lib/client/estimate-editor/columns";
import type { LineFields } from "@/lib/client/estimate-editor/types";
import type { LineResult } from "@/lib/domain/estimate";
import { cn } from "@/lib/utils";
import { CostTypeList, CostTypeOpener, costTypeOptionId, MaterialHint } from "./cost-type-cell";
import { type Cell, type Editing, GUTTER, ROW_HEIGHT } from "./grid-types";

/** One stable object for every row (so memoised rows skip re-rendering) that calls the grid's latest code. */
export interface RowHandlers {
  mouseDown(e: MouseEvent, cell: Cell): void;
  mouseEnter(cell: Cell): void;
  startEdit(cell: Cell): void;
  change(text: string): void;
  editorKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  blur(): void;
  /** A cost type taken from the cell's list. */
  chooseCostType(value: string): void;
  /** Closes the cell's editor without writing (a library suggestion filled the line instead). */
  cancel(): void;
}

export interface LineRowProps {
  r: number;
  start: number;
  width: number;
  isNew: boolean;
  line: LineFields | undefined;
  quantity: number | null;
  total: number;
  error: string | null;
  depth: number;
  columns: ColumnDef[];
  selLeft: number;
  selRight: number;
  focusC: number;
  editing: Editing | null;
  canEdit: boolean;
  h: RowHandlers;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The takeoff the quantity comes from ("From takeoff: file · sheets · date"), for a linked line. */
  source?: string;
  /** Cell ids start with it (the grid's aria-activedescendant names the current cell). */
  idPrefix: string;
  /** Each column's left offset when it is frozen (cost code, description), else null. */
  frozen: readonly (number | null)[];
  /** The awarded bid submission that priced the line: a "Bid" mark by its description. */
  bid?: string | null;
  /** The line's key in the store (the library's "price moved" mark updates it). */
  rowKey?: string;
  /** A material-only markup (sales tax) that counts none of this line: its name, for the hint. */
  materialMarkup: string | null;
}

function Gutter({
  r,
  isNew,
  error,
  depth,
  canEdit,
}: Pick<LineRowProps, "r" | "isNew" | "error" | "depth" | "canEdit">) {
  let mark: ReactNode = r + 1;
  if (isNew) mark = canEdit ? "+" : "";
  else if (error) mark = <span className="text-destructive">!</span>;
  else if (depth > 0) mark = "";
  return (
    <div
      className="flex shrink-0 items-center justify-end border-r bg-card pr-2 text-muted-foreground text-xs tabular-nums"
      style={{ width: GUTTER }}
      title={error ?? undefined}
    >
      {mark}
    </div>
  );
}

/** The cost type's text box is a combobox over its list of choices. */
function comboboxProps(listId: string, text: string) {
  return {
    role: "combobox",
    "aria-expanded": true,
    "aria-controls": listId,
    "aria-activedescendant": costTypeOptionId(listId, text),
  } as const;
}

/** The text box over a cell being typed in. */
function CellInput({
  col,
  editing,
  h,
  inputRef,
  listId,
  rowKey,
}: { col: ColumnDef; editing: Editing; listId: string } & Pick<LineRowProps, "h" | "inputRef" | "rowKey">) {
  const list = col.id === "cost_type";
  // The cost code and description cells search the cost library as they are typed in.
  const suggest = useCellSuggestions({
    column: col.id,
    text: editing.text,
    rowKey,
    listId: `${listId}-library`,
    onDone: h.cancel,
  });
  return (
    <>
      <input
        ref={inputRef}
        aria-label={col.label}
        {...(list ? comboboxProps(listId, editing.text) : suggest.inputProps)}
        data-testid="cell-editor"
        className="absolute inset-0 z-10 w-full bg-background px-2 text-foreground outline-2 outline-primary -outline-offset-2"
        style={{ textAlign: col.align === "right" ? "right" : "left" }}
        value={editing.text}
        onChange={(e) => h.change(e.target.value)}
        onKeyDown={(e) => suggest.onKeyDown(e) || h.editorKeyDown(e)}
        onBlur={h.blur}
      />
      {list ? <CostTypeList id={listId} text={editing.text} onChoose={h.chooseCostType} /> : suggest.list}
    </>
  );
}

/** A frozen cell's background: opaque (the columns scroll beneath it), tinted like the rest of its row. */
function frozenBackground(alternate: boolean, selected: boolean) {
  if (selected) return "bg-[color-mix(in_oklab,var(--primary)_10%,var(--card))]";
  if (alternate) {
    return "bg-[color-mix(in_oklab,var(--color-amber-50)_60%,var(--card))] dark:bg-[color-mix(in_oklab,var(--color-amber-950)_20%,var(--card))]";
  }
  return "bg-card";
}

function quantityTitle(line: LineFields | undefined, formula: boolean, source: string | undefined) {
  if (source) return source;
  return formula && line ? `= ${line.quantity}` : undefined;
}

/** The small mark of a quantity that comes from a takeoff (its source is the cell's tooltip). */
function TakeoffMark() {
  return (
    <span
      data-testid="takeoff-source"
      className="mr-auto rounded-sm bg-emerald-100 px-1 font-medium text-[10px] text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
    >
      <span aria-hidden="true">T</span>
      <span className="sr-only">From takeoff</span>
    </span>
  );
}

/**
 * A line an awarded bid package priced (its amount is the winning bid's share; un-award restores it). In the
 * grid it leads the description, so a narrow column cuts the text, not the mark.
 */
export function BidMark({ leading = false }: { leading?: boolean }) {
  return (
    <span
      data-testid="bid-line-mark"
      title="Priced by an awarded bid"
      className={`${leading ? "mr-1" : "ml-1"} shrink-0 rounded-sm bg-violet-100 px-1 font-medium text-[10px] text-violet-800 dark:bg-violet-950 dark:text-violet-300`}
    >
      Bid<span className="sr-only"> (priced by an awarded bid)</span>
    </span>
  );
}

export const LineRow = memo(function LineRow(props: LineRowProps) {
  const { r, start, width, isNew, line, columns, selLeft, selRight, focusC, editing, depth, h } = props;
  const result: LineResult | null = line
    ? { uid: "", quantity: props.quantity, total_cents: props.total, material_cents: 0, error: props.error }
    : null;
  const formula = line ? /[A-Za-z(]/.test(line.quantity ?? "") : false;
  const frozen = (c: number) => (props.frozen[c] ?? null) !== null;
  const cell = (col: ColumnDef, c: number) => {
    const selected = c >= selLeft && c <= selRight && selLeft >= 0;
    const left = props.frozen[c] ?? null;
    const inCell = editing !== null && editing.c === c;
    return (
      <div
        key={col.id}
        id={`${props.idPrefix}-${r}-${c}`}
        role="gridcell"
        tabIndex={-1}
        data-cell={`${r}:${c}`}
        data-col={col.id}
        data-frozen={left === null ? undefined : ""}
        aria-colindex={c + 1}
        aria-selected={selected}
        className={cn(
          "relative flex shrink-0 items-center whitespace-nowrap border-r px-2",
          inCell ? "overflow-visible" : "overflow-hidden",
          col.align === "right" && "justify-end tabular-nums",
          col.align === "center" && "justify-center",
          !col.editable && "bg-muted/30 font-medium",
          left !== null && frozenBackground(Boolean(line?.alternate), selected),
          left !== null && c === props.frozen.lastIndexOf(left) && "shadow-[2px_0_3px_-1px_rgb(0_0_0/0.12)]",
          selected && left === null && "bg-primary/10",
          focusC === c && "outline-2 outline-primary -outline-offset-2",
          col.id === "quantity" && formula && "text-sky-700 dark:text-sky-300",
        )}
        style={{
          width: col.width,
          paddingLeft: c === 0 ? 8 + depth * 16 : undefined,
          ...(left === null ? {} : { zIndex: inCell ? 12 : undefined }),
        }}
        title={col.id === "quantity" ? quantityTitle(line, formula, props.source) : undefined}
        onMouseDown={(e) => h.mouseDown(e, { r, c })}
        onMouseEnter={() => h.mouseEnter({ r, c })}
        onDoubleClick={() => h.startEdit({ r, c })}
      >
        {inCell ? (
          <CellInput
            col={col}
            editing={editing}
            h={h}
            inputRef={props.inputRef}
            listId={`${props.idPrefix}-types`}
            rowKey={props.rowKey}
          />
        ) : (
          <>
            {col.id === "quantity" && props.source ? <TakeoffMark /> : null}
            {col.id === "description" && props.bid ? <BidMark leading /> : null}
            {col.id === "cost_type" && line && props.materialMarkup ? (
              <MaterialHint markup={props.materialMarkup} />
            ) : (
              <span className="truncate">{line ? col.display(line, result) : ""}</span>
            )}
            {col.id === "description" && line?.cost_item_uid ? (
              <LibraryMark line={line} rowKey={props.rowKey} />
            ) : null}
            {col.id === "cost_type" && props.canEdit ? (
              <CostTypeOpener onOpen={() => h.startEdit({ r, c })} />
            ) : null}
          </>
        )}
      </div>
    );
  };
  return (
    <div
      role="row"
      tabIndex={-1}
      aria-rowindex={r + 1}
      data-testid={isNew ? "new-row" : "line-row"}
      data-row-key={props.rowKey}
      className={cn(
        "absolute top-0 left-0 flex border-b",
        isNew && "text-muted-foreground",
        line?.alternate && "bg-amber-50/60 dark:bg-amber-950/20",
        editing && "z-[15]",
      )}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT, width }}
    >
      {/* The gutter and the frozen columns scroll sideways as one sticky block: one sticky box per row rather
          than one per cell keeps each repaint's layer work small (a cell edit's repaint was 7 ms slower with
          three per row). */}
      <div className="sticky left-0 z-10 flex shrink-0">
        <Gutter {...props} />
        {columns.map((col, c) => (frozen(c) ? cell(col, c) : null))}
      </div>
      {columns.map((col, c) => (frozen(c) ? null : cell(col, c)))}
    </div>
  );
});
