"use client";

// Typing into a cell: F2 or a double click opens the cell's text, a typed character replaces it; Enter and
// Tab (Shift back) write and move, arrows too when the text was typed fresh, Escape cancels. A refused value
// says why and keeps the editor open.
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import { blankLine } from "@/lib/client/estimate-editor/types";
import { toast } from "@/lib/client/use-toast";
import type { Cell, Editing, GridCore } from "./grid-types";
import type { GridSelection } from "./use-grid-selection";

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Writes a cell's text to the store; answers why not, or null. */
function write(core: GridCore, editing: Editing): string | null {
  const row = core.rows[editing.r];
  const col = core.columns[editing.c];
  if (!row || !col) return null;
  if (row.kind === "new") {
    if (editing.text.trim() === "") return null;
    const parsed = col.parse(editing.text, blankLine());
    if (!parsed.ok) return parsed.message;
    const added = core.store.appendLine(parsed.patch);
    return added.ok ? null : added.message;
  }
  const stored = row.kind === "line" ? core.store.row(row.key) : undefined;
  if (!stored || row.kind !== "line") return null;
  const parsed = col.parse(editing.text, stored.line);
  if (!parsed.ok) return parsed.message;
  const outcome = core.store.edit([{ key: row.key, patch: parsed.patch }]);
  return outcome.ok ? null : outcome.message;
}

export function useCellEditor(core: GridCore, sel: GridSelection) {
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The editor's state read synchronously: a commit on mouse down and the blur that follows must not
  // both write.
  const editingRef = useRef<Editing | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const setEditing = useCallback((next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  }, []);

  const startEdit = (cell: Cell, text: string | null, mode: "enter" | "edit") => {
    const row = core.rows[cell.r];
    const col = core.columns[cell.c];
    if (!core.canEdit || !row || !col || row.kind === "group" || !col.editable) return;
    const initial = text ?? (row.kind === "line" ? col.text(core.store.row(row.key)!.line) : "");
    setEditing({ ...cell, text: initial, mode });
  };

  /** Writes the editor's text; false when refused (the editor stays open). */
  const commit = (): boolean => {
    const current = editingRef.current;
    if (!current) return true;
    setEditing(null);
    const problem = write(core, current);
    if (problem === null) return true;
    toast({ title: `${core.columns[current.c].label}: ${problem}`, variant: "destructive" });
    setEditing(current);
    return false;
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (editing && input && document.activeElement !== input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [editing]);

  const moveAfterCommit = (dr: number, dc: number) => {
    const base = editingRef.current ?? sel.focus;
    const lineCountBefore = core.store.lineCount();
    if (!commit()) return;
    sel.focusGrid();
    const grew = core.rows[base.r]?.kind === "new" && core.store.lineCount() > lineCountBefore;
    sel.select({ r: base.r + dr, c: base.c + dc }, false, grew);
  };

  const onEditorKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    const move = ARROWS[e.key];
    if (e.key === "Escape") {
      e.preventDefault();
      setEditing(null);
      sel.focusGrid();
    } else if (e.key === "Enter" || e.key === "Tab") {
      e.preventDefault();
      const back = e.shiftKey ? -1 : 1;
      moveAfterCommit(e.key === "Enter" ? back : 0, e.key === "Tab" ? back : 0);
    } else if (editing?.mode === "enter" && move) {
      e.preventDefault();
      moveAfterCommit(move[0], move[1]);
    }
  };

  return { editing, editingRef, setEditing, inputRef, startEdit, commit, onEditorKeyDown };
}

export type CellEditor = ReturnType<typeof useCellEditor>;
