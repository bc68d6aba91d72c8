// How a chosen library item or past price lands in the estimate — from the Library dialog, the cell's
// suggestions and the side panel alike: a new line whole, or the current line filled (its quantity kept);
// one undo step either way.

import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { LinePatchFields } from "@/lib/client/estimate-editor/types";
import { historyLine, itemLine, type LibraryResult } from "./library-results";

export type PricedResult = Extract<LibraryResult, { kind: "item" | "history" }>;

/**
 * What a result writes. A new line takes it whole; an existing line keeps its quantity, and from history it
 * takes only the price and its source (plus the cost code when it was typed in the cost code cell).
 */
export function libraryPatch(
  result: PricedResult,
  existing: boolean,
  options: { withCode?: boolean } = {},
): LinePatchFields {
  const line = result.kind === "item" ? itemLine(result.item) : historyLine(result);
  if (!existing) return line;
  const { quantity: _quantity, ...patch } = line;
  if (result.kind === "item") return patch;
  return {
    ...(options.withCode ? { cost_code: patch.cost_code } : {}),
    unit_cost_cents: patch.unit_cost_cents,
    source: patch.source,
  };
}

const libraryLabel = (result: PricedResult) =>
  result.kind === "item" ? "Insert from library" : "Take from history";

/** Fills the line `rowKey`, or inserts a line at `index` in budget order (the end when absent). */
export function applyLibraryResult(
  store: EditorStore,
  result: PricedResult,
  target: { rowKey: string; withCode?: boolean } | { index?: number },
): { ok: true } | { ok: false; message: string } {
  if ("rowKey" in target) {
    const patch = libraryPatch(result, true, { withCode: target.withCode });
    return store.edit([{ key: target.rowKey, patch }], libraryLabel(result));
  }
  const index = Math.min(Math.max(0, target.index ?? store.lineCount()), store.lineCount());
  store.insertRows(index, [libraryPatch(result, false)], libraryLabel(result));
  return { ok: true };
}

/** Where a drop on the grid puts a line: before the line under the pointer, else at the end. */
export function dropIndex(order: readonly string[], rowKey: string | null | undefined): number {
  const at = rowKey ? order.indexOf(rowKey) : -1;
  return at < 0 ? order.length : at;
}
