"use client";

// Typing into a cell: F2 or a double click opens the cell's text, a typed character replaces it; Enter and
// Tab (Shift back) write and move (grid-nav.ts: Enter after a Tab run goes back to the run's first column),
// arrows too when the text was typed fresh, Escape cancels. In the cost type's list ↑/↓ pick a type. A
// refused value says why and keeps the editor open.
import { type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from "react";
import { blankLine } from "@/lib/client/estimate-editor/types";
import { toast } from "@/lib/client/use-toast";
import { stepCostType } from "./cost-type-choices";
import { type NavKey, navigate } from "./grid-nav";
import type { Cell, Editing, GridCore } from "./grid-types";
import type { GridSelection } from "./use-grid-selection";

const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

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

  /** Closes the editor without writing. */
  const cancel = () => {
    setEditing(null);
    sel.focusGrid();
  };

  const moveAfterCommit = (key: NavKey, shift: boolean) => {
    const base = editingRef.current ?? sel.focus;
    const lineCountBefore = core.store.lineCount();
    if (!commit()) return;
    sel.focusGrid();
    const grew = core.rows[base.r]?.kind === "new" && core.store.lineCount() > lineCountBefore;
    const next = navigate(base, key, shift, sel.tabRun.current);
    sel.select(next.cell, false, grew);
    sel.tabRun.current = next.run;
  };

  /** Picks a cost type from the list and writes it. */
  const chooseCostType = (value: string) => {
    const current = editingRef.current;
    if (!current) return;
    editingRef.current = { ...current, text: value };
    moveAfterCommit("Enter", false);
  };

  const onEditorKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    const costType = editing && core.columns[editing.c]?.id === "cost_type";
    if (e.key === "Escape") {
      e.preventDefault();
      cancel();
    } else if (e.key === "Enter" || e.key === "Tab") {
      e.preventDefault();
      moveAfterCommit(e.key, e.shiftKey);
    } else if (costType && editing && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
      e.preventDefault();
      setEditing({ ...editing, text: stepCostType(editing.text, e.key === "ArrowDown" ? 1 : -1) });
    } else if (editing?.mode === "enter" && ARROWS.has(e.key)) {
      e.preventDefault();
      moveAfterCommit(e.key as NavKey, false);
    }
  };

  return {
    editing,
    editingRef,
    setEditing,
    inputRef,
    startEdit,
    commit,
    onEditorKeyDown,
    chooseCostType,
    cancel,
  };
}

export type CellEditor = ReturnType<typeof useCellEditor>;
