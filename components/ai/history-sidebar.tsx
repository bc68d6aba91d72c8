"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  deleteConversation,
  renameConversation,
  toastAiError,
  useAiCache,
} from "@/lib/client/ai-conversations";
import { toast } from "@/lib/client/use-toast";
import type { AiConversationListItemDto } from "@/lib/contract/ai-conversation";
import { HistoryItem, untitled } from "./history-item";

export type HistoryGroup = { title: string; items: AiConversationListItemDto[] };

type Props = {
  companyUid: string;
  groups: HistoryGroup[];
  /** Called after a link is followed (the phone's sheet closes). */
  onNavigate?: () => void;
};

/** The chat history: conversations grouped by last activity, each renamed in place or deleted after asking. */
export function HistorySidebar({ companyUid, groups, onNavigate }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const cache = useAiCache(companyUid);
  const [deleting, setDeleting] = useState<AiConversationListItemDto | null>(null);
  const currentUid = pathname.split("/")[2] ?? "";

  async function rename(item: AiConversationListItemDto, label: string): Promise<boolean> {
    try {
      cache.put(await renameConversation(item.uid, label, item.version));
      await cache.refreshLists();
      toast({ title: "Conversation renamed", description: label });
      return true;
    } catch {
      toastAiError();
      return false;
    }
  }

  async function remove(item: AiConversationListItemDto) {
    try {
      await deleteConversation(item.uid, item.version);
    } catch {
      toastAiError();
      return;
    }
    // The open conversation's page goes first (its cached copy stays, so it does not ask for it again).
    if (item.uid === currentUid) router.replace("/ai-conversation/add");
    else cache.forget(item.uid);
    toast({ title: "Conversation deleted", description: item.label || untitled });
    await cache.refreshLists();
  }

  return (
    <nav aria-label="Chat history" className="flex min-w-0 flex-col gap-4" data-testid="ai-history">
      <Button asChild variant="outline" className="justify-start">
        <Link href="/ai-conversation/add" onClick={onNavigate}>
          <PlusIcon />
          New conversation
        </Link>
      </Button>
      {groups.map((group) => (
        <section key={group.title} className="flex min-w-0 flex-col gap-1" aria-label={group.title}>
          <h2 className="px-2.5 font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {group.title}
          </h2>
          <ul className="flex min-w-0 flex-col gap-0.5">
            {group.items.map((item) => (
              <HistoryItem
                key={item.uid}
                item={item}
                current={item.uid === currentUid}
                onRename={rename}
                onDelete={setDeleting}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this conversation?"
        description={`“${deleting?.label || untitled}” and its answers will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (deleting) await remove(deleting);
          setDeleting(null);
        }}
      />
    </nav>
  );
}
