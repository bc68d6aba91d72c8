// The grid's keyboard when no cell is being typed in: arrows (Shift extends, Ctrl jumps), Page Up/Down,
// Home/End and Enter move (grid-nav.ts), Tab and Shift+Tab leave the grid (no keyboard trap), typing or F2
// edits (a viewer is told once that the estimate is read only), Delete clears, Ctrl+D fills down, Ctrl+A selects all,
// Alt+↑/↓ move rows, Ctrl+Enter inserts, Ctrl+- deletes, Enter/Space/←/→ on a group row fold it.
// Ctrl+Z and Ctrl+Y are the editor's (use-undo-keys.ts): one history for the grid and the panels.
import type { KeyboardEvent } from "react";
import type { GridCommands } from "./grid-commands";
import { isEditAttempt, navigate } from "./grid-nav";
import { type GridCore, ROW_HEIGHT } from "./grid-types";
import type { CellEditor } from "./use-cell-editor";
import type { GridSelection } from "./use-grid-selection";

type Parts = {
  core: GridCore;
  sel: GridSelection;
  editor: CellEditor;
  commands: GridCommands;
  /** Tells a viewer (once) that typing changes nothing here. */
  readOnly(): void;
};
type Handler = (
  e: KeyboardEvent<HTMLDivElement>,
  parts: Parts,
  onToggleGroup: (id: string) => void,
) => boolean;

const isMod = (e: KeyboardEvent) => e.ctrlKey || e.metaKey;

/** Ctrl/Alt combinations: the commands. */
const commandKeys: Handler = (e, { core, sel, commands }) => {
  const key = e.key.toLowerCase();
  const mod = isMod(e);
  const run = (command: () => void, editsOnly = true) => {
    e.preventDefault();
    if (core.canEdit || !editsOnly) command();
    return true;
  };
  if (mod && key === "d") return run(commands.fillDown);
  if (mod && key === "a") return run(sel.selectAll, false);
  if (mod && e.key === "Enter") return run(commands.insertRow);
  if (mod && (e.key === "-" || e.key === "Delete")) return run(commands.deleteRows);
  if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
    return run(() => commands.moveRows(e.key === "ArrowUp" ? -1 : 1));
  }
  return false;
};

/** On a group row: Enter or Space fold or unfold it, ← folds and → unfolds. */
const groupKeys: Handler = (e, { core, sel }, onToggleGroup) => {
  const row = core.rows[sel.focus.r];
  if (row?.kind !== "group") return false;
  const fold = e.key === "Enter" || e.key === " ";
  if (!fold && e.key !== "ArrowLeft" && e.key !== "ArrowRight") return false;
  e.preventDefault();
  if (fold || (e.key === "ArrowLeft") !== row.collapsed) onToggleGroup(row.id);
  return true;
};

/** Moving the focus (Shift extends the selection). */
const moveKeys: Handler = (e, { core, sel }) => {
  const { focus, maxR, maxC, select } = sel;
  const mod = isMod(e);
  const page = Math.max(1, Math.floor((core.scrollRef.current?.clientHeight ?? 320) / ROW_HEIGHT) - 1);
  const moves: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
    PageUp: [-page, 0],
    PageDown: [page, 0],
  };
  const move = moves[e.key];
  // ← and → keep a Tab run (they skip cells in it); other moves end it (grid-nav.ts).
  if ((move && move[0] !== 0) || e.key === "Home" || e.key === "End") sel.tabRun.current = null;
  if (move) {
    const [dr, dc] = move;
    if (mod) {
      const r = dr < 0 ? 0 : dr > 0 ? maxR : focus.r;
      const c = dc < 0 ? 0 : dc > 0 ? maxC : focus.c;
      select({ r, c }, e.shiftKey);
    } else select({ r: focus.r + dr, c: focus.c + dc }, e.shiftKey);
  } else if (e.key === "Home" || e.key === "End") {
    const home = e.key === "Home";
    select({ r: mod ? (home ? 0 : maxR) : focus.r, c: home ? 0 : maxC }, e.shiftKey);
  } else if (e.key === "Enter") {
    const next = navigate(focus, "Enter", e.shiftKey, sel.tabRun.current);
    select(next.cell);
    sel.tabRun.current = next.run;
  } else return false; // Tab is the browser's: it leaves the grid.
  e.preventDefault();
  return true;
};

/** Editing keys: F2, Delete, Space on a flag, a typed character. */
const editKeys: Handler = (e, { core, sel, editor, commands, readOnly }) => {
  if (!core.canEdit) {
    if (isEditAttempt(e)) readOnly();
    return false;
  }
  const row = core.rows[sel.focus.r];
  const col = core.columns[sel.focus.c];
  if (e.key === "F2") editor.startEdit(sel.focus, null, "edit");
  else if (e.key === "Delete" || e.key === "Backspace") commands.clearSelection();
  else if (e.key === " " && row?.kind === "line" && (col?.id === "alternate" || col?.id === "allowance")) {
    commands.toggleFlag(row.key, col.id);
  } else if (e.key.length === 1 && !isMod(e) && !e.altKey) editor.startEdit(sel.focus, e.key, "enter");
  else return false;
  e.preventDefault();
  return true;
};

export function onGridKeyDown(
  e: KeyboardEvent<HTMLDivElement>,
  parts: Parts,
  onToggleGroup: (id: string) => void,
) {
  if (parts.editor.editing) return;
  for (const handler of [commandKeys, groupKeys, moveKeys]) if (handler(e, parts, onToggleGroup)) return;
  if (e.key === "Escape") {
    parts.sel.setAnchor(parts.sel.focus);
    return;
  }
  editKeys(e, parts, onToggleGroup);
}
