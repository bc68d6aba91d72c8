"use client";

// The detailed budget as a spreadsheet: rows virtualised (TanStack Virtual), the few columns rendered
// directly. The parts: the selection (use-grid-selection.ts), the cell editor (use-cell-editor.ts), the
// keyboard (grid-keys.ts) and its commands (grid-commands.ts), the clipboard with Excel and Google Sheets
// (grid-clipboard.ts), the mouse (use-grid-pointer.ts), and the rows (line-row.tsx, group-row.tsx).
import { useVirtualizer } from "@tanstack/react-virtual";
import { useId, useMemo, useRef, useSyncExternalStore } from "react";
import { COLUMN_BY_ID, type ColumnDef } from "@/lib/client/estimate-editor/columns";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { SortSpec, ViewConfig } from "@/lib/client/estimate-editor/types";
import { buildViewRows, isPlainView, type ViewRow } from "@/lib/client/estimate-editor/view";
import { useTakeoffSources } from "@/lib/client/takeoff";
import { toast } from "@/lib/client/use-toast";
import { materialMarkupMissing } from "./cost-type-choices";
import { gridClipboard } from "./grid-clipboard";
import { gridCommands } from "./grid-commands";
import { GridHeader } from "./grid-header";
import { onGridKeyDown } from "./grid-keys";
import { type GridCore, GUTTER, HEADER_HEIGHT, ROW_HEIGHT } from "./grid-types";
import { GroupRow } from "./group-row";
import { LineRow, type RowHandlers } from "./line-row";
import { type CellEditor, useCellEditor } from "./use-cell-editor";
import { useGridPointer } from "./use-grid-pointer";
import { type GridSelection, useGridSelection } from "./use-grid-selection";

export interface BudgetGridProps {
  store: EditorStore;
  config: ViewConfig;
  collapsed: ReadonlySet<string>;
  onToggleGroup(id: string): void;
  onSort(sort: SortSpec[]): void;
  canEdit: boolean;
}

/** The view's rows and columns, re-read when the store's contents change. */
function useGridRows(
  store: EditorStore,
  config: ViewConfig,
  collapsed: ReadonlySet<string>,
  canEdit: boolean,
) {
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const plain = isPlainView(config);
  // Plain views change shape only with the structure; grouped/filtered/sorted ones with every edit.
  const rowsKey = plain ? store.structure : version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowsKey stands for the store's contents
  const rows: ViewRow[] = useMemo(
    () => buildViewRows(store, config, collapsed, canEdit),
    [store, config, collapsed, canEdit, rowsKey],
  );
  const columns: ColumnDef[] = useMemo(
    () =>
      config.column_order
        .filter((id) => config.columns.includes(id))
        .map((id) => COLUMN_BY_ID.get(id))
        .filter((c): c is ColumnDef => Boolean(c)),
    [config.columns, config.column_order],
  );
  return { rows, columns, plain };
}

/** Columns frozen while scrolling sideways: the cost code and description when they lead the view. */
const FROZEN = new Set(["cost_code", "description"]);

/** Each column's sticky left offset when frozen, else null. */
function frozenOffsets(columns: readonly ColumnDef[]): (number | null)[] {
  let left = GUTTER;
  let leading = true;
  return columns.map((col) => {
    leading = leading && FROZEN.has(col.id);
    if (!leading) return null;
    const at = left;
    left += col.width;
    return at;
  });
}

/** A viewer's first typed key: a polite toast, once per visit of the grid. */
function useReadOnlyNotice() {
  const told = useRef(false);
  return () => {
    if (told.current) return;
    told.current = true;
    toast({
      title: "This estimate is read only for you",
      description: "You can look, sort and copy; ask an estimator or admin to make changes.",
    });
  };
}

/** One stable handlers object for the memoised rows, calling the latest code. */
function useRowHandlers(editor: CellEditor, pointer: ReturnType<typeof useGridPointer>): RowHandlers {
  const latest = useRef({ editor, pointer });
  latest.current = { editor, pointer };
  return useMemo<RowHandlers>(
    () => ({
      mouseDown: (e, cell) => latest.current.pointer.onCellMouseDown(e, cell),
      mouseEnter: (cell) => latest.current.pointer.onCellMouseEnter(cell),
      startEdit: (cell) => latest.current.editor.startEdit(cell, null, "edit"),
      change: (text) => {
        const { editor: current } = latest.current;
        const open = current.editingRef.current;
        if (open) current.setEditing({ ...open, text });
      },
      editorKeyDown: (e) => latest.current.editor.onEditorKeyDown(e),
      blur: () => {
        latest.current.editor.commit();
      },
      chooseCostType: (value) => latest.current.editor.chooseCostType(value),
      cancel: () => latest.current.editor.cancel(),
    }),
    [],
  );
}

export function BudgetGrid({ store, config, collapsed, onToggleGroup, onSort, canEdit }: BudgetGridProps) {
  const { rows, columns, plain } = useGridRows(store, config, collapsed, canEdit);
  const scrollRef = useRef<HTMLDivElement>(null);
  const core: GridCore = { store, rows, columns, canEdit, plain, scrollRef };
  const totalWidth = GUTTER + columns.reduce((s, c) => s + c.width, 0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const sel = useGridSelection(core, virtualizer);
  const editor = useCellEditor(core, sel);
  const pointer = useGridPointer(sel, editor);
  const commands = gridCommands(core, sel);
  const clipboard = gridClipboard(core, sel, editor, commands);
  const handlers = useRowHandlers(editor, pointer);
  const readOnly = useReadOnlyNotice();
  const idPrefix = `grid${useId().replace(/:/g, "")}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offsets follow the columns alone
  const frozen = useMemo(() => frozenOffsets(columns), [columns]);
  const frozenWidth = frozen.reduce<number>((w, left, c) => (left === null ? w : w + columns[c].width), 0);
  const { focus } = sel;
  const active =
    rows[focus.r]?.kind === "group" ? `${idPrefix}-${focus.r}` : `${idPrefix}-${focus.r}-${focus.c}`;

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Detailed budget"
      aria-rowcount={rows.length}
      aria-colcount={columns.length}
      aria-readonly={!canEdit}
      aria-activedescendant={rows.length > 0 ? active : undefined}
      tabIndex={0}
      data-testid="budget-grid"
      className="relative h-full min-h-0 overflow-auto rounded-md border bg-card text-sm outline-none [scroll-padding-top:36px] focus-visible:ring-2 focus-visible:ring-ring"
      style={{ scrollPaddingLeft: GUTTER + frozenWidth }}
      onKeyDown={(e) => onGridKeyDown(e, { core, sel, editor, commands, readOnly }, onToggleGroup)}
      {...clipboard}
    >
      <div
        style={{ width: totalWidth, height: virtualizer.getTotalSize() + HEADER_HEIGHT }}
        className="relative"
      >
        <GridHeader columns={columns} frozen={frozen} sort={config.sort} width={totalWidth} onSort={onSort} />
        {rows.length === 0 ? (
          <p className="absolute top-12 left-4 text-muted-foreground">No lines match this view.</p>
        ) : null}
        <GridRows
          core={core}
          sel={sel}
          editor={editor}
          handlers={handlers}
          virtualizer={virtualizer}
          width={totalWidth}
          onToggleGroup={onToggleGroup}
          idPrefix={idPrefix}
          frozen={frozen}
        />
      </div>
    </div>
  );
}

function GridRows({
  core,
  sel,
  editor,
  handlers,
  virtualizer,
  width,
  onToggleGroup,
  idPrefix,
  frozen,
}: {
  core: GridCore;
  sel: GridSelection;
  editor: CellEditor;
  handlers: RowHandlers;
  virtualizer: ReturnType<typeof useVirtualizer<HTMLDivElement, Element>>;
  width: number;
  onToggleGroup(id: string): void;
  idPrefix: string;
  frozen: readonly (number | null)[];
}) {
  const { store, rows, columns, canEdit } = core;
  const { markups } = store;
  const { focus, bounds } = sel;
  const sources = useTakeoffSources();
  return virtualizer.getVirtualItems().map((item) => {
    const r = item.index;
    const row = rows[r];
    if (!row) return null;
    const start = item.start + HEADER_HEIGHT;
    if (row.kind === "group") {
      return (
        <GroupRow
          key={`g${row.id}`}
          id={`${idPrefix}-${r}`}
          row={row}
          style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT, width }}
          active={focus.r === r}
          onMouseDown={(e) => handlers.mouseDown(e, { r, c: focus.c })}
          onToggle={onToggleGroup}
        />
      );
    }
    const result = row.kind === "line" ? store.result(row.key) : null;
    const inSelection = r >= bounds.top && r <= bounds.bottom;
    const { editing } = editor;
    const line = row.kind === "line" ? store.row(row.key)?.line : undefined;
    return (
      <LineRow
        key={row.kind === "line" ? row.key : "new"}
        r={r}
        start={start}
        width={width}
        isNew={row.kind === "new"}
        line={line}
        bid={row.kind === "line" ? store.row(row.key)?.bidSubmissionUid : null}
        rowKey={row.kind === "line" ? row.key : undefined}
        quantity={result?.quantity ?? null}
        total={result?.total_cents ?? 0}
        error={result?.error ?? null}
        depth={row.kind === "line" ? row.depth : 0}
        columns={columns}
        selLeft={inSelection ? bounds.left : -1}
        selRight={inSelection ? bounds.right : -1}
        focusC={focus.r === r ? focus.c : -1}
        editing={editing && editing.r === r ? editing : null}
        canEdit={canEdit}
        h={handlers}
        inputRef={editor.inputRef}
        source={row.kind === "line" ? sources.get(store.row(row.key)?.uid ?? "") : undefined}
        idPrefix={idPrefix}
        frozen={frozen}
        materialMarkup={line ? materialMarkupMissing(line, markups) : null}
      />
    );
  });
}
