"use client";

// "Bulk edit" beside the view toolbar: with two or more lines selected in the grid (Shift+click, Shift+↓,
// a drag, Ctrl+A) it shows their count and offers to set a field, re-price, find and replace, or delete
// them — each ONE undo step. With no lines selected, only find and replace is offered, over every line.
// From the grid, Shift+Tab reaches it.
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { toast } from "@/lib/client/use-toast";
import type { BulkDialogProps } from "./bulk-dialogs";
import { bulkTrigger, linesText } from "./editor-menu-triggers";

// The forms (the form store, zod, Radix Dialog) load when one first opens, not with the editor.
const isOpen = (p: BulkDialogProps) => p.open;
const RepriceDialog = lazyDialog<BulkDialogProps>(
  () => import("./bulk-dialogs").then((m) => ({ default: m.RepriceDialog })),
  isOpen,
);
const ReplaceDialog = lazyDialog<BulkDialogProps>(
  () => import("./bulk-dialogs").then((m) => ({ default: m.ReplaceDialog })),
  isOpen,
);
const SetFieldDialog = lazyDialog<BulkDialogProps>(
  () => import("./bulk-set-field-dialog").then((m) => ({ default: m.SetFieldDialog })),
  isOpen,
);

type Open = "set" | "reprice" | "replace" | null;

export function BulkMenu({
  store,
  selected,
  defaultOpen,
}: {
  store: EditorStore;
  selected: readonly string[];
  /** Mount open: its stand-in was asked before it loaded (./editor-menus.tsx). */
  defaultOpen?: boolean;
}) {
  useStoreVersion(store);
  const [open, setOpen] = useState<Open>(null);
  // What the dialog acts on, fixed when it opens.
  const [keys, setKeys] = useState<readonly string[]>([]);
  const lines = selected.filter((k) => store.row(k));
  const many = lines.length >= 2;
  const show = (which: Exclude<Open, null>) => {
    setKeys(which === "replace" && !many ? [...store.order] : lines);
    setOpen(which);
  };
  const remove = () => {
    store.deleteRows(lines, `Delete ${linesText(lines.length)}`);
    toast({ title: `Deleted ${linesText(lines.length)}`, description: "Ctrl+Z brings them back" });
  };
  const props = (which: Exclude<Open, null>): ComponentProps<typeof RepriceDialog> => ({
    open: open === which,
    onClose: () => setOpen(null),
    store,
    keys,
    allLines: which === "replace" && !many,
  });
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button {...bulkTrigger(lines.length)} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal text-muted-foreground text-xs">
            {many
              ? `${linesText(lines.length)} selected`
              : "Select lines first: Shift+click, Shift+↓ or Ctrl+A in the grid"}
          </DropdownMenuLabel>
          <DropdownMenuItem disabled={!many} onSelect={() => show("set")}>
            Set a field…
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!many} onSelect={() => show("reprice")}>
            Re-price…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => show("replace")}>
            {many ? "Find and replace…" : "Find and replace in all lines…"}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" disabled={!many} onSelect={remove}>
            {many ? `Delete ${linesText(lines.length)}` : "Delete lines"}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SetFieldDialog {...props("set")} />
      <RepriceDialog {...props("reprice")} />
      <ReplaceDialog {...props("replace")} />
    </>
  );
}
