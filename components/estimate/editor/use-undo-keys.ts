"use client";

// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y anywhere in the editor — the grid, the inputs and markups panels — undo and
// redo the latest edit of the one history, whatever it was. Two places keep their own text undo: a cell
// being typed in and the dialogs (the header's, a view's name).
import { type RefObject, useEffect } from "react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { toast } from "@/lib/client/use-toast";

/** Which history command a key press asks for, if any. */
function historyKey(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "y" || (key === "z" && e.shiftKey)) return "redo";
  return key === "z" ? "undo" : null;
}

export function useUndoKeys(
  store: EditorStore | null,
  canEdit: boolean,
  within: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!store || !canEdit) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const command = historyKey(e);
      if (!command || e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target : null;
      const inEditor = !target || target === document.body || within.current?.contains(target);
      if (!inEditor || target?.closest('[role="dialog"], [data-testid="cell-editor"]')) return;
      e.preventDefault();
      if (command === "undo" && !store.undo()) toast({ title: "Nothing to undo" });
      if (command === "redo" && !store.redo()) toast({ title: "Nothing to redo" });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [store, canEdit, within]);
}
