// The grid's commands on the selection: clear its cells, fill down, insert a row, delete or move the
// selected rows. Each is one store edit (one undo step).
import { toast } from "@/lib/client/use-toast";
import type { GridCore } from "./grid-types";
import type { GridSelection } from "./use-grid-selection";

export function gridCommands(core: GridCore, sel: GridSelection) {
  const { store, rows, columns } = core;
  const { bounds, focus } = sel;

  const clearSelection = () => {
    const changes = sel.selectedKeys().map((key) => {
      const line = store.row(key)!.line;
      let patch = {};
      for (let c = bounds.left; c <= bounds.right; c++) {
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

  const fillDown = () => {
    const ids = columns.slice(bounds.left, bounds.right + 1).map((c) => c.id);
    const outcome = store.fillDown(sel.selectedKeys(), ids);
    if (!outcome.ok) toast({ title: outcome.message, variant: "destructive" });
  };

  const insertRow = () => {
    const row = rows[focus.r];
    const index = row?.kind === "line" ? store.order.indexOf(row.key) + 1 : store.order.length;
    store.insertRows(index, [{}], "Insert row");
    if (core.plain) sel.select({ r: focus.r + 1, c: focus.c });
  };

  const deleteRows = () => {
    const keys = sel.selectedKeys();
    if (keys.length === 0) return;
    store.deleteRows(keys);
    toast({ title: keys.length === 1 ? "Deleted 1 line" : `Deleted ${keys.length} lines` });
    sel.select({ r: bounds.top, c: focus.c });
  };

  const moveRows = (delta: -1 | 1) => {
    if (!core.plain) {
      toast({ title: "Rows move in the budget order: clear grouping, filters and sort first" });
      return;
    }
    if (store.moveRows(sel.selectedKeys(), delta)) {
      sel.setAnchor((a) => ({ ...a, r: a.r + delta }));
      sel.select({ r: focus.r + delta, c: focus.c }, true);
    }
  };

  /** Space on a yes/no cell flips it. */
  const toggleFlag = (key: string, field: "alternate" | "allowance") => {
    const line = store.row(key)!.line;
    store.edit([{ key, patch: { [field]: !line[field] } }]);
  };

  return { clearSelection, fillDown, insertRow, deleteRows, moveRows, toggleFlag };
}

export type GridCommands = ReturnType<typeof gridCommands>;
