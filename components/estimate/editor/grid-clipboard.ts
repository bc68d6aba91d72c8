// Copy, cut and paste with Excel and Google Sheets: the selection as TSV (formulas as typed, computed
// columns as shown); a pasted block updates the lines under it and adds the rest at the end; one value
// pasted over a block fills the block.
import type { ClipboardEvent } from "react";
import { parseTsv, serialiseTsv } from "@/lib/client/estimate-editor/tsv";
import { toast } from "@/lib/client/use-toast";
import type { GridCommands } from "./grid-commands";
import { clamp, type GridCore, lineKeysBetween } from "./grid-types";
import type { CellEditor } from "./use-cell-editor";
import type { GridSelection } from "./use-grid-selection";

function selectionTsv({ store, rows, columns }: GridCore, { bounds }: GridSelection) {
  const out: string[][] = [];
  for (const key of lineKeysBetween(rows, bounds.top, bounds.bottom)) {
    const line = store.row(key)!.line;
    const result = store.result(key);
    const cells: string[] = [];
    for (let c = bounds.left; c <= bounds.right; c++) {
      const col = columns[c];
      cells.push(col.editable ? col.text(line) : col.display(line, result));
    }
    out.push(cells);
  }
  return serialiseTsv(out);
}

/** What a paste did, as a toast. */
function tellPasted(rowsPasted: number, result: { updated: number; created: number; skipped: string[] }) {
  const parts = [];
  if (result.updated) parts.push(`${result.updated} updated`);
  if (result.created) parts.push(`${result.created} added`);
  toast({
    title: `Pasted ${rowsPasted} ${rowsPasted === 1 ? "row" : "rows"}${parts.length ? ` (${parts.join(", ")})` : ""}`,
    description: result.skipped.length
      ? `${result.skipped.length} cells skipped — ${result.skipped.slice(0, 3).join("; ")}`
      : undefined,
    variant: result.skipped.length ? "destructive" : undefined,
  });
}

function paste(core: GridCore, sel: GridSelection, text: string) {
  const { store, rows, columns } = core;
  const { top, bottom, left, right } = sel.bounds;
  let cells = parseTsv(text);
  if (cells.length === 0) return;
  if (cells.length === 1 && cells[0].length === 1 && (bottom > top || right > left)) {
    const count = sel.selectedKeys().length || 1;
    cells = Array.from({ length: count }, () => Array(right - left + 1).fill(cells[0][0]));
  }
  // From the blank row: all new lines; otherwise over the lines from the selection down.
  const keys = rows[top]?.kind === "new" ? [] : lineKeysBetween(rows, top, rows.length - 1);
  const ids = columns.map((c) => c.id);
  const result = store.paste(keys, 0, ids, left, cells);
  if (!result.ok) {
    toast({ title: result.message, variant: "destructive" });
    return;
  }
  tellPasted(cells.length, result);
  sel.setAnchor({ r: top, c: left });
  sel.setFocus({
    r: clamp(top + cells.length - 1, 0, rows.length + cells.length),
    c: clamp(left + Math.max(...cells.map((r) => r.length)) - 1, 0, sel.maxC),
  });
}

export function gridClipboard(
  core: GridCore,
  sel: GridSelection,
  editor: CellEditor,
  commands: GridCommands,
) {
  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editor.editing) return;
    e.preventDefault();
    e.clipboardData.setData("text/plain", selectionTsv(core, sel));
  };
  const onCut = (e: ClipboardEvent<HTMLDivElement>) => {
    onCopy(e);
    if (!editor.editing && core.canEdit) commands.clearSelection();
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    if (editor.editing || !core.canEdit) return;
    e.preventDefault();
    const text = e.clipboardData.getData("text/plain");
    if (text) paste(core, sel, text);
  };
  return { onCopy, onCut, onPaste };
}
