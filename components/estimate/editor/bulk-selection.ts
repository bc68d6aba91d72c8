"use client";

// How the grid tells the bulk menu (bulk-menu.tsx) which lines are selected: the desktop layout provides a
// report function, the grid's selection (use-grid-selection.ts) calls it when the selected lines change.
import { createContext, useCallback, useState } from "react";

export const SelectionReport = createContext<((keys: readonly string[]) => void) | null>(null);

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** The selected lines' keys, and the report function to provide (a new list only when they change). */
export function useSelectionReport() {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const report = useCallback(
    (keys: readonly string[]) => setSelected((prev) => (same(prev, keys) ? prev : keys)),
    [],
  );
  return { selected, report };
}
