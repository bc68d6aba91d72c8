"use client";

// "New consolidated estimate" on the estimate list: a name, then an empty consolidated estimate (the
// company's default markups, applied on the roll-up) opens, ready for its children.
import { Layers } from "lucide-react";
import { useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import type { NewConsolidatedDialogProps } from "./new-consolidated-dialog";

// The dialog (its form, the contract's schema, Radix Dialog) loads when it first opens, not with the list.
const NewConsolidatedDialog = lazyDialog<NewConsolidatedDialogProps>(
  () => import("./new-consolidated-dialog").then((m) => ({ default: m.NewConsolidatedDialog })),
  (p) => p.open,
);

export function NewConsolidatedButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="new-consolidated">
        <Layers />
        New consolidated
      </Button>
      <NewConsolidatedDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The list's hint under an estimate's name: a consolidated estimate's children, or a child's parent. */
export function consolidatedHint(e: {
  rollup_mode: string | null;
  child_count: number;
  parent_name: string | null;
}) {
  if (e.rollup_mode) return `Consolidated · ${e.child_count} ${e.child_count === 1 ? "child" : "children"}`;
  if (e.parent_name) return `Part of ${e.parent_name}`;
  return null;
}
