"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";

export type FilterSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter panel. */
  children: ReactNode;
  /** How many records the filters match, once known. */
  count: number | undefined;
};

/** On a phone the filters open in a sheet from the right. */
export function FilterSheet({ open, onOpenChange, children, count }: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-sm">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The list updates as you change them.</SheetDescription>
        </SheetHeader>
        <div className="px-4">{children}</div>
        <SheetFooter>
          <Button onClick={() => onOpenChange(false)}>
            Show {count !== undefined ? count.toLocaleString("en-US") : ""} records
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
