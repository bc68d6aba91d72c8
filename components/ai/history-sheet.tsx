"use client";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { type HistoryGroup, HistorySidebar } from "./history-sidebar";

export type HistorySheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyUid: string;
  groups: HistoryGroup[];
};

/** The chat history on a phone: a sheet from the left (./ai-shell.tsx loads it when first opened). */
export function HistorySheet({ open, onOpenChange, companyUid, groups }: HistorySheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-80 max-w-[85vw] overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Chat history</SheetTitle>
          <SheetDescription className="sr-only">Your conversations with the AI assistant</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          <HistorySidebar companyUid={companyUid} groups={groups} onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
