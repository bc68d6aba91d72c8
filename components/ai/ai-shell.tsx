"use client";

import { HistoryIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import { useAiHistory } from "@/lib/client/ai-conversations";
import { useCompany, useSelf } from "@/lib/client/session";
import { historyGroups } from "@/lib/ui/ai-history";
import type { HistorySheetProps } from "./history-sheet";
import { HistorySidebar } from "./history-sidebar";

// The phone's history sheet (Radix Dialog, focus trap, scroll lock) loads when first opened, not with the page.
const HistorySheet = lazyDialog<HistorySheetProps>(
  () => import("./history-sheet").then((m) => ({ default: m.HistorySheet })),
  (props) => props.open,
);

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
        <HistorySheet open={sheetOpen} onOpenChange={setSheetOpen} companyUid={company.uid} groups={groups} />
      </div>
      <div className="mx-auto w-full max-w-3xl min-w-0">{children}</div>
    </div>
  );
}
