// Where a key moves the grid's focus, as in a spreadsheet — pure, so it is unit-tested without a browser.
// Tab while typing writes the cell and moves right (Shift: left); from a cell not being typed in, Tab and
// Shift+Tab leave the grid (WCAG 2.1.2: no keyboard trap) and the arrows move inside it. Enter after a run
// of Tabs returns to the column where the run began, on the next row (Excel's rule).
import type { Cell } from "./grid-types";

/** The column a run of Tabs began in, or null when no run is under way. */
export type TabRun = number | null;

export type NavKey = "Enter" | "Tab" | "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The next cell after a key (the cell is not clamped to the grid) and the Tab run that follows. */
export function navigate(from: Cell, key: NavKey, shift: boolean, run: TabRun): { cell: Cell; run: TabRun } {
  const back = shift ? -1 : 1;
  if (key === "Tab") return { cell: { r: from.r, c: from.c + back }, run: run ?? from.c };
  if (key === "Enter") return { cell: { r: from.r + back, c: run ?? from.c }, run: null };
  const [dr, dc] = ARROWS[key];
  // ← and → skip cells within the run (Tab leaves the grid from a cell not being typed in); ↑ and ↓ end it.
  return { cell: { r: from.r + dr, c: from.c + dc }, run: dr === 0 ? run : null };
}

/** Keys a viewer presses to change a cell: typing, F2, Delete, Backspace, pasting aside. */
export function isEditAttempt(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  return e.key.length === 1 || e.key === "F2" || e.key === "Delete" || e.key === "Backspace";
}
