"use client";

import { HistoryIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useAiHistory } from "@/lib/client/ai-conversations";
import { useCompany, useSelf } from "@/lib/client/session";
import { historyGroups } from "@/lib/ui/ai-history";
import { HistorySidebar } from "./history-sidebar";

/**
 * The /ai-conversation pages: the chat history beside the page from md up (a sheet behind a button on a
 * phone), shown only once the user has a conversation.
 */
export function AiShell({ children }: { children: ReactNode }) {
  const company = useCompany();
  const user = useSelf();
  const { list, byDate } = useAiHistory(company.uid, user.uid);
  const groups = historyGroups(list.data, byDate.data);
  const [sheetOpen, setSheetOpen] = useState(false);

  if (groups.length === 0) return <div className="mx-auto w-full max-w-3xl">{children}</div>;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
      <aside className="hidden min-w-0 md:sticky md:top-20 md:block md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto">
        <HistorySidebar companyUid={company.uid} groups={groups} />
      </aside>
      <div className="md:hidden">
        <Button variant="outline" size="sm" onClick={() => setSheetOpen(true)} data-testid="ai-history-open">
          <HistoryIcon />
          Chat history
        </Button>
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetContent side="left" className="w-80 max-w-[85vw] overflow-y-auto">
            <SheetHeader>
              <SheetTitle>Chat history</SheetTitle>
              <SheetDescription className="sr-only">
                Your conversations with the AI assistant
              </SheetDescription>
            </SheetHeader>
            <div className="px-4 pb-6">
              <HistorySidebar
                companyUid={company.uid}
                groups={groups}
                onNavigate={() => setSheetOpen(false)}
              />
            </div>
          </SheetContent>
        </Sheet>
      </div>
      <div className="mx-auto w-full max-w-3xl min-w-0">{children}</div>
    </div>
  );
}
