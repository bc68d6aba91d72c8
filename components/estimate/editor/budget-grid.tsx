"use client";

// The detailed budget as a spreadsheet: rows virtualised (TanStack Virtual), the few columns rendered
// directly. Keyboard: arrows (Shift extends, Ctrl jumps), Enter/Tab (Shift back) move, typing or F2 edits,
// Escape cancels, Delete clears, Ctrl+C/X/V with Excel and Google Sheets (TSV), Ctrl+D fills down,
// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo, Alt+↑/↓ move rows, Ctrl+Enter inserts, Ctrl+- deletes.
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronDown, ChevronRight } from "lucide-react";
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { COLUMN_BY_ID, type ColumnDef } from "@/lib/client/estimate-editor/columns";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { parseTsv, serialiseTsv } from "@/lib/client/estimate-editor/tsv";
import type { LineFields, SortSpec, ViewConfig } from "@/lib/client/estimate-editor/types";
import { buildViewRows, isPlainView, type ViewRow } from "@/lib/client/estimate-editor/view";
import { toast } from "@/lib/client/use-toast";
import type { LineResult } from "@/lib/domain/estimate";
import { formatCurrency } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";

const ROW_HEIGHT = 32;
const GUTTER = 44;

type Cell = { r: number; c: number };
type Editing = { r: number; c: number; text: string; mode: "enter" | "edit" };

export interface BudgetGridProps {
  store: EditorStore;
  config: ViewConfig;
  collapsed: ReadonlySet<string>;
  onToggleGroup(id: string): void;
  onSort(sort: SortSpec[]): void;
  canEdit: boolean;
}

function clamp(n: number, lo: number, hi: number) {
  return Math.max(lo, Math.min(hi, n));
}

export function BudgetGrid({ store, config, collapsed, onToggleGroup, onSort, canEdit }: BudgetGridProps) {
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const structure = store.structure;
  const plain = isPlainView(config);
  // Plain views change shape only with the structure; grouped/filtered/sorted ones with every edit.
  const rowsKey = plain ? structure : version;
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
  const totalWidth = GUTTER + columns.reduce((s, c) => s + c.width, 0);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const [anchor, setAnchor] = useState<Cell>({ r: 0, c: 0 });
  const [focus, setFocus] = useState<Cell>({ r: 0, c: 0 });
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The editor's state read synchronously: a commit on mouse down and the blur that follows must not
  // both write.
  const editingRef = useRef<Editing | null>(null);
  const setEditing = useCallback((next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);
  const dragging = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const maxR = rows.length - 1;
  const maxC = columns.length - 1;
  const top = Math.min(anchor.r, focus.r);
  const bottom = Math.max(anchor.r, focus.r);
  const left = Math.min(anchor.c, focus.c);
  const right = Math.max(anchor.c, focus.c);

  // Keep the selection inside the rows when they shrink.
  useEffect(() => {
    if (focus.r > maxR || anchor.r > maxR) {
      const r = Math.max(0, maxR);
      setFocus((f) => ({ ...f, r: Math.min(f.r, r) }));
      setAnchor((a) => ({ ...a, r: Math.min(a.r, r) }));
    }
  }, [maxR, focus.r, anchor.r]);

  const scrollToCell = useCallback(
    (cell: Cell) => {
      virtualizer.scrollToIndex(cell.r, { align: "auto" });
      requestAnimationFrame(() => {
        const el = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${cell.r}:${cell.c}"]`);
        el?.scrollIntoView({ block: "nearest", inline: "nearest" });
      });
    },
    [virtualizer],
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

  const lineKeysIn = useCallback(
    (from: number, to: number) => {
      const keys: string[] = [];
      for (let r = from; r <= to; r++) {
        const row = rows[r];
        if (row?.kind === "line") keys.push(row.key);
      }
      return keys;
    },
    [rows],
  );

  const focusGrid = () => scrollRef.current?.focus({ preventScroll: true });

  // ---- editing ---------------------------------------------------------------------------------------

  const startEdit = (cell: Cell, text: string | null, mode: "enter" | "edit") => {
    if (!canEdit) return;
    const row = rows[cell.r];
    const col = columns[cell.c];
    if (!row || !col || row.kind === "group" || !col.editable) return;
    const initial = text ?? (row.kind === "line" ? col.text(store.row(row.key)!.line) : "");
    setEditing({ ...cell, text: initial, mode });
  };

  /** Writes the editor's text; false when refused (the editor stays open). */
  const commit = (): boolean => {
    const current = editingRef.current;
    if (!current) return true;
    const row = rows[current.r];
    const col = columns[current.c];
    setEditing(null);
    if (!row || !col) return true;
    const refuse = (message: string) => {
      toast({ title: `${col.label}: ${message}`, variant: "destructive" });
      setEditing(current);
      return false;
    };
    if (row.kind === "new") {
      if (current.text.trim() === "") return true;
      const parsed = col.parse(current.text, blankLineFields);
      if (!parsed.ok) return refuse(parsed.message);
      const added = store.appendLine(parsed.patch);
      if (!added.ok) return refuse(added.message);
      return true;
    }
    if (row.kind !== "line") return true;
    const stored = store.row(row.key);
    if (!stored) return true;
    const parsed = col.parse(current.text, stored.line);
    if (!parsed.ok) return refuse(parsed.message);
    const outcome = store.edit([{ key: row.key, patch: parsed.patch }]);
    if (!outcome.ok) return refuse(outcome.message);
    return true;
  };

  useLayoutEffect(() => {
    if (editing) {
      const input = inputRef.current;
      if (input && document.activeElement !== input) {
        input.focus();
        const end = input.value.length;
        input.setSelectionRange(end, end);
      }
    }
  }, [editing]);

  const moveAfterCommit = (dr: number, dc: number) => {
    const base = editingRef.current ?? focus;
    const lineCountBefore = store.lineCount();
    if (!commit()) return;
    focusGrid();
    const grew = rows[base.r]?.kind === "new" && store.lineCount() > lineCountBefore;
    select({ r: base.r + dr, c: base.c + dc }, false, grew);
  };

  const onEditorKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === "Escape") {
      e.preventDefault();
      setEditing(null);
      focusGrid();
    } else if (e.key === "Enter") {
      e.preventDefault();
      moveAfterCommit(e.shiftKey ? -1 : 1, 0);
    } else if (e.key === "Tab") {
      e.preventDefault();
      moveAfterCommit(0, e.shiftKey ? -1 : 1);
    } else if (editing?.mode === "enter" && e.key.startsWith("Arrow")) {
      e.preventDefault();
      const d = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key] as [
        number,
        number,
      ];
      moveAfterCommit(d[0], d[1]);
    }
  };

  // ---- commands --------------------------------------------------------------------------------------

  const clearSelection = () => {
    const keys = lineKeysIn(top, bottom);
    const changes = keys.map((key) => {
      const line = store.row(key)!.line;
      let patch = {};
      for (let c = left; c <= right; c++) {
        const col = columns[c];
        if (!col.editable) continue;
        const parsed = col.parse("", { ...line, ...patch });
        if (parsed.ok) patch = { ...patch, ...parsed.patch };
      }
      return { key, patch };
    });
    const outcome = store.edit(changes, "Clear");
    if (!outcome.ok) toast({ title: outcome.message, variant: "destructive" });
  };

  const undo = () => {
    if (!store.undo()) toast({ title: "Nothing to undo" });
  };
  const redo = () => {
    if (!store.redo()) toast({ title: "Nothing to redo" });
  };

  const insertRow = () => {
    const row = rows[focus.r];
    const index = row?.kind === "line" ? store.order.indexOf(row.key) + 1 : store.order.length;
    store.insertRows(index, [{}], "Insert row");
    if (plain) select({ r: focus.r + 1, c: focus.c });
  };

  const deleteSelectedRows = () => {
    const keys = lineKeysIn(top, bottom);
    if (keys.length === 0) return;
    store.deleteRows(keys);
    toast({ title: keys.length === 1 ? "Deleted 1 line" : `Deleted ${keys.length} lines` });
    select({ r: top, c: focus.c });
  };

  const moveSelectedRows = (delta: -1 | 1) => {
    const keys = lineKeysIn(top, bottom);
    if (!plain) {
      toast({ title: "Rows move in the budget order: clear grouping, filters and sort first" });
      return;
    }
    if (store.moveRows(keys, delta)) {
      setAnchor((a) => ({ ...a, r: a.r + delta }));
      select({ r: focus.r + delta, c: focus.c }, true);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key;
    const row = rows[focus.r];
    if (mod && key.toLowerCase() === "z") {
      e.preventDefault();
      if (!canEdit) return;
      if (e.shiftKey) redo();
      else undo();
      return;
    }
    if (mod && key.toLowerCase() === "y") {
      e.preventDefault();
      if (canEdit) redo();
      return;
    }
    if (mod && key.toLowerCase() === "d") {
      e.preventDefault();
      if (!canEdit) return;
      const ids = columns.slice(left, right + 1).map((c) => c.id);
      const outcome = store.fillDown(lineKeysIn(top, bottom), ids);
      if (!outcome.ok) toast({ title: outcome.message, variant: "destructive" });
      return;
    }
    if (mod && key.toLowerCase() === "a") {
      e.preventDefault();
      setAnchor({ r: 0, c: 0 });
      setFocus({ r: maxR, c: maxC });
      return;
    }
    if (mod && key === "Enter") {
      e.preventDefault();
      if (canEdit) insertRow();
      return;
    }
    if (mod && (key === "-" || key === "Delete")) {
      e.preventDefault();
      if (canEdit) deleteSelectedRows();
      return;
    }
    if (e.altKey && (key === "ArrowUp" || key === "ArrowDown")) {
      e.preventDefault();
      if (canEdit) moveSelectedRows(key === "ArrowUp" ? -1 : 1);
      return;
    }
    if (row?.kind === "group" && (key === "Enter" || key === " ")) {
      e.preventDefault();
      onToggleGroup(row.id);
      return;
    }
    if (row?.kind === "group" && (key === "ArrowLeft" || key === "ArrowRight")) {
      e.preventDefault();
      if ((key === "ArrowLeft") !== row.collapsed) onToggleGroup(row.id);
      return;
    }
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 320) / ROW_HEIGHT) - 1);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      PageUp: [-page, 0],
      PageDown: [page, 0],
    };
    if (key in moves) {
      e.preventDefault();
      const [dr, dc] = moves[key];
      if (mod) {
        const r = dr < 0 ? 0 : dr > 0 ? maxR : focus.r;
        const c = dc < 0 ? 0 : dc > 0 ? maxC : focus.c;
        select({ r, c }, e.shiftKey);
      } else select({ r: focus.r + dr, c: focus.c + dc }, e.shiftKey);
      return;
    }
    if (key === "Home" || key === "End") {
      e.preventDefault();
      const c = key === "Home" ? 0 : maxC;
      select({ r: mod ? (key === "Home" ? 0 : maxR) : focus.r, c }, e.shiftKey);
      return;
    }
    if (key === "Enter" || key === "Tab") {
      e.preventDefault();
      if (key === "Enter") select({ r: focus.r + (e.shiftKey ? -1 : 1), c: focus.c });
      else select({ r: focus.r, c: focus.c + (e.shiftKey ? -1 : 1) });
      return;
    }
    if (key === "Escape") {
      setAnchor(focus);
      return;
    }
    if (!canEdit) return;
    if (key === "F2") {
      e.preventDefault();
      startEdit(focus, null, "edit");
      return;
    }
    if (key === "Delete" || key === "Backspace") {
      e.preventDefault();
      clearSelection();
      return;
    }
    const col = columns[focus.c];
    if (key === " " && row?.kind === "line" && (col?.id === "alternate" || col?.id === "allowance")) {
      e.preventDefault();
      const line = store.row(row.key)!.line;
      store.edit([{ key: row.key, patch: { [col.id]: !line[col.id] } }]);
      return;
    }
    if (key.length === 1 && !mod && !e.altKey) {
      e.preventDefault();
      startEdit(focus, key, "enter");
    }
  };

  // ---- clipboard -------------------------------------------------------------------------------------

  const selectionTsv = () => {
    const out: string[][] = [];
    for (let r = top; r <= bottom; r++) {
      const row = rows[r];
      if (row?.kind !== "line") continue;
      const line = store.row(row.key)!.line;
      const result = store.result(row.key);
      const cells: string[] = [];
      for (let c = left; c <= right; c++) {
        const col = columns[c];
        cells.push(col.editable ? col.text(line) : col.display(line, result));
      }
      out.push(cells);
    }
    return serialiseTsv(out);
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    e.preventDefault();
    e.clipboardData.setData("text/plain", selectionTsv());
  };

  const onCut = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    e.preventDefault();
    e.clipboardData.setData("text/plain", selectionTsv());
    if (canEdit) clearSelection();
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editing || !canEdit) return;
    e.preventDefault();
    const text = e.clipboardData.getData("text/plain");
    if (!text) return;
    let cells = parseTsv(text);
    if (cells.length === 0) return;
    // One cell pasted over a block fills the block, as in a spreadsheet.
    if (cells.length === 1 && cells[0].length === 1 && (bottom > top || right > left)) {
      const keysCount = lineKeysIn(top, bottom).length || 1;
      cells = Array.from({ length: keysCount }, () => Array(right - left + 1).fill(cells[0][0]));
    }
    const startRow = rows[top]?.kind === "new" ? store.order.length : undefined;
    const keys = startRow === undefined ? lineKeysFrom(rows, top) : [];
    const result = store.paste(
      keys,
      0,
      columns.map((c) => c.id),
      left,
      cells,
    );
    if (!result.ok) {
      toast({ title: result.message, variant: "destructive" });
      return;
    }
    const parts = [];
    if (result.updated) parts.push(`${result.updated} updated`);
    if (result.created) parts.push(`${result.created} added`);
    toast({
      title: `Pasted ${cells.length} ${cells.length === 1 ? "row" : "rows"}${parts.length ? ` (${parts.join(", ")})` : ""}`,
      description: result.skipped.length
        ? `${result.skipped.length} cells skipped — ${result.skipped.slice(0, 3).join("; ")}`
        : undefined,
      variant: result.skipped.length ? "destructive" : undefined,
    });
    setAnchor({ r: top, c: left });
    setFocus({
      r: clamp(top + cells.length - 1, 0, rows.length + cells.length),
      c: clamp(left + Math.max(...cells.map((r) => r.length)) - 1, 0, maxC),
    });
  };

  // ---- mouse -----------------------------------------------------------------------------------------

  const onCellMouseDown = (e: MouseEvent, cell: Cell) => {
    if (e.button !== 0) return;
    const open = editingRef.current;
    if (open && (open.r !== cell.r || open.c !== cell.c)) {
      if (!commit()) return;
    } else if (open) return;
    e.preventDefault();
    focusGrid();
    dragging.current = true;
    setFocus(cell);
    if (!e.shiftKey) setAnchor(cell);
  };

  const onCellMouseEnter = (cell: Cell) => {
    if (dragging.current) setFocus(cell);
  };

  useEffect(() => {
    const up = () => {
      dragging.current = false;
    };
    window.addEventListener("mouseup", up);
    return () => window.removeEventListener("mouseup", up);
  }, []);

  const onHeaderClick = (col: ColumnDef, e: MouseEvent) => {
    const current = config.sort.find((s) => s.id === col.id);
    const next: SortSpec | null = !current
      ? { id: col.id, desc: false }
      : current.desc
        ? null
        : { id: col.id, desc: true };
    const others = e.shiftKey ? config.sort.filter((s) => s.id !== col.id) : [];
    onSort(next ? [...others, next] : others);
  };

  // ---- render ----------------------------------------------------------------------------------------

  // Rows get one stable handlers object (so memoised rows skip re-rendering) that calls the latest code.
  const latest = useRef({
    onCellMouseDown,
    onCellMouseEnter,
    startEdit,
    setEditing,
    onEditorKeyDown,
    commit,
  });
  latest.current = { onCellMouseDown, onCellMouseEnter, startEdit, setEditing, onEditorKeyDown, commit };
  const handlers = useMemo<RowHandlers>(
    () => ({
      mouseDown: (e, cell) => latest.current.onCellMouseDown(e, cell),
      mouseEnter: (cell) => latest.current.onCellMouseEnter(cell),
      startEdit: (cell) => latest.current.startEdit(cell, null, "edit"),
      change: (text) => {
        const current = editingRef.current;
        if (current) latest.current.setEditing({ ...current, text });
      },
      editorKeyDown: (e) => latest.current.onEditorKeyDown(e),
      blur: () => {
        latest.current.commit();
      },
    }),
    [],
  );

  const items = virtualizer.getVirtualItems();
  void version;

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Detailed budget"
      aria-rowcount={rows.length}
      aria-colcount={columns.length}
      aria-readonly={!canEdit}
      tabIndex={0}
      data-testid="budget-grid"
      className="relative h-full min-h-0 overflow-auto rounded-md border bg-card text-sm outline-none [scroll-padding-left:44px] [scroll-padding-top:36px] focus-visible:ring-2 focus-visible:ring-ring"
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onCut={onCut}
      onPaste={onPaste}
    >
      <div style={{ width: totalWidth, height: virtualizer.getTotalSize() + 36 }} className="relative">
        <div
          role="row"
          tabIndex={-1}
          className="sticky top-0 z-20 flex h-9 border-b bg-muted/95 font-medium text-muted-foreground text-xs backdrop-blur"
          style={{ width: totalWidth }}
        >
          <div className="sticky left-0 z-10 shrink-0 border-r bg-muted" style={{ width: GUTTER }} />
          {columns.map((col) => {
            const sort = config.sort.find((s) => s.id === col.id);
            return (
              <div
                key={col.id}
                role="columnheader"
                tabIndex={-1}
                aria-sort={sort ? (sort.desc ? "descending" : "ascending") : undefined}
                className={cn(
                  "flex shrink-0 cursor-pointer select-none items-center gap-1 border-r px-2 hover:text-foreground",
                  col.align === "right" && "justify-end",
                  col.align === "center" && "justify-center",
                )}
                style={{ width: col.width }}
                onClick={(e) => onHeaderClick(col, e)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") onHeaderClick(col, e as unknown as MouseEvent);
                }}
                title="Sort (Shift+click adds a level)"
              >
                {col.label}
                {sort ? <span aria-hidden>{sort.desc ? "↓" : "↑"}</span> : null}
              </div>
            );
          })}
        </div>
        {rows.length === 0 ? (
          <p className="absolute top-12 left-4 text-muted-foreground">No lines match this view.</p>
        ) : null}
        {items.map((item) => {
          const r = item.index;
          const row = rows[r];
          if (!row) return null;
          const style = {
            transform: `translateY(${item.start + 36}px)`,
            height: ROW_HEIGHT,
            width: totalWidth,
          };
          if (row.kind === "group") {
            const active = focus.r === r;
            return (
              <div
                key={`g${row.id}`}
                role="row"
                tabIndex={-1}
                aria-expanded={!row.collapsed}
                data-testid="group-row"
                className={cn(
                  "absolute top-0 left-0 flex cursor-pointer items-center border-b bg-muted/60 font-medium",
                  active && "ring-2 ring-primary ring-inset",
                )}
                style={style}
                onMouseDown={(e) => onCellMouseDown(e, { r, c: focus.c })}
                onDoubleClick={() => onToggleGroup(row.id)}
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
                    onClick={() => onToggleGroup(row.id)}
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
          const line = row.kind === "line" ? store.row(row.key)?.line : undefined;
          const result = row.kind === "line" ? store.result(row.key) : null;
          const inSelection = r >= top && r <= bottom;
          return (
            <LineRow
              key={row.kind === "line" ? row.key : "new"}
              r={r}
              start={item.start + 36}
              width={totalWidth}
              isNew={row.kind === "new"}
              line={line}
              quantity={result?.quantity ?? null}
              total={result?.total_cents ?? 0}
              error={result?.error ?? null}
              depth={row.kind === "line" ? row.depth : 0}
              columns={columns}
              selLeft={inSelection ? left : -1}
              selRight={inSelection ? right : -1}
              focusC={focus.r === r ? focus.c : -1}
              editing={editing && editing.r === r ? editing : null}
              canEdit={canEdit}
              h={handlers}
              inputRef={inputRef}
            />
          );
        })}
      </div>
    </div>
  );
}

interface RowHandlers {
  mouseDown(e: MouseEvent, cell: Cell): void;
  mouseEnter(cell: Cell): void;
  startEdit(cell: Cell): void;
  change(text: string): void;
  editorKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  blur(): void;
}

interface LineRowProps {
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
}

/** One line of the grid; re-renders only when its line, its result or its part of the selection changes. */
const LineRow = memo(function LineRow({
  r,
  start,
  width,
  isNew,
  line,
  quantity,
  total,
  error,
  depth,
  columns,
  selLeft,
  selRight,
  focusC,
  editing,
  canEdit,
  h,
  inputRef,
}: LineRowProps) {
  const result: LineResult | null = line
    ? { uid: "", quantity, total_cents: total, material_cents: 0, error }
    : null;
  const formula = line ? /[A-Za-z(]/.test(line.quantity ?? "") : false;
  return (
    <div
      role="row"
      tabIndex={-1}
      aria-rowindex={r + 1}
      data-testid={isNew ? "new-row" : "line-row"}
      className={cn(
        "absolute top-0 left-0 flex border-b",
        isNew && "text-muted-foreground",
        line?.alternate && "bg-amber-50/60 dark:bg-amber-950/20",
      )}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT, width }}
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center justify-end border-r bg-card pr-2 text-muted-foreground text-xs tabular-nums"
        style={{ width: GUTTER }}
        title={error ?? undefined}
      >
        {isNew ? (
          canEdit ? (
            "+"
          ) : (
            ""
          )
        ) : error ? (
          <span className="text-destructive">!</span>
        ) : depth > 0 ? (
          ""
        ) : (
          r + 1
        )}
      </div>
      {columns.map((col, c) => {
        const selected = c >= selLeft && c <= selRight && selLeft >= 0;
        const isFocus = focusC === c;
        const isEditing = editing !== null && editing.c === c;
        const text = line ? col.display(line, result) : "";
        return (
          <div
            key={col.id}
            role="gridcell"
            tabIndex={-1}
            data-cell={`${r}:${c}`}
            data-col={col.id}
            aria-selected={selected}
            className={cn(
              "relative flex shrink-0 items-center overflow-hidden whitespace-nowrap border-r px-2",
              col.align === "right" && "justify-end tabular-nums",
              col.align === "center" && "justify-center",
              !col.editable && "bg-muted/30 font-medium",
              selected && "bg-primary/10",
              isFocus && "outline-2 outline-primary -outline-offset-2",
              col.id === "quantity" && formula && "text-sky-700 dark:text-sky-300",
            )}
            style={{ width: col.width, paddingLeft: c === 0 ? 8 + depth * 16 : undefined }}
            title={col.id === "quantity" && formula && line ? `= ${line.quantity}` : undefined}
            onMouseDown={(e) => h.mouseDown(e, { r, c })}
            onMouseEnter={() => h.mouseEnter({ r, c })}
            onDoubleClick={() => h.startEdit({ r, c })}
          >
            {isEditing ? (
              <input
                ref={inputRef}
                aria-label={col.label}
                data-testid="cell-editor"
                className="absolute inset-0 z-10 w-full bg-background px-2 text-foreground outline-2 outline-primary -outline-offset-2"
                style={{ textAlign: col.align === "right" ? "right" : "left" }}
                value={editing.text}
                onChange={(e) => h.change(e.target.value)}
                onKeyDown={h.editorKeyDown}
                onBlur={h.blur}
              />
            ) : (
              <span className="truncate">{text}</span>
            )}
          </div>
        );
      })}
    </div>
  );
});

const blankLineFields: LineFields = {
  cost_code: "",
  description: null,
  quantity: "",
  unit: null,
  unit_cost_cents: null,
  lump_sum_cents: null,
  split: null,
  cost_type: null,
  alternate: false,
  allowance: false,
  tags: [],
  notes: null,
  area: null,
};

/** Line keys of the view from a row down (group headers and the blank row skipped). */
function lineKeysFrom(rows: ViewRow[], from: number): string[] {
  const keys: string[] = [];
  for (let r = from; r < rows.length; r++) {
    const row = rows[r];
    if (row.kind === "line") keys.push(row.key);
  }
  return keys;
}
