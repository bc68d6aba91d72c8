// The keyboard of the grid cell's library suggestions, apart from the cell's own: only while the list shows
// results does ↓/↑ walk it, Enter on a highlighted result take it and Esc close it (the typed text kept).
// Everything else — Enter or Tab with nothing highlighted, ↑ above the first result — is the cell's, as
// without the list.

export type SuggestionKeyOutcome =
  | { kind: "move"; at: number }
  | { kind: "pick"; at: number }
  | { kind: "close" }
  | { kind: "cell" };

/** `at` is the highlighted result, -1 for none; `count` the results shown (0 when the list is closed). */
export function suggestionKey(key: string, at: number, count: number): SuggestionKeyOutcome {
  if (count === 0) return { kind: "cell" };
  if (key === "ArrowDown") return { kind: "move", at: Math.min(at + 1, count - 1) };
  if (key === "ArrowUp") return at >= 0 ? { kind: "move", at: at - 1 } : { kind: "cell" };
  if (key === "Enter") return at >= 0 && at < count ? { kind: "pick", at } : { kind: "cell" };
  if (key === "Escape") return { kind: "close" };
  return { kind: "cell" };
}

/** Whether the typed text asks the library: changed from what the cell held, and two characters or more. */
export function suggestionQuery(text: string, initial: string): string {
  const q = text.trim();
  return q !== initial.trim() && q.length >= 2 ? q : "";
}

/** A query of digits, spaces, dots and dashes is a cost code (what past jobs paid is offered for it). */
export const isCostCodeQuery = (q: string) => /^\d[\d\s.-]*$/.test(q.trim());
