"use client";

import { CheckIcon, PencilIcon, Trash2Icon, XIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { IconButton } from "@/components/shared/icon-button";
import { Input } from "@/components/ui/input";
import { aiConversationHref } from "@/lib/client/ai-conversations";
import type { AiConversationListItemDto } from "@/lib/contract/ai-conversation";
import { maxLabelLength } from "@/lib/domain/ai/limits";
import { cn } from "@/lib/utils";

export const untitled = "New conversation";

type Props = {
  item: AiConversationListItemDto;
  current: boolean;
  onRename: (item: AiConversationListItemDto, label: string) => Promise<boolean>;
  onDelete: (item: AiConversationListItemDto) => void;
  onNavigate?: () => void;
};

/** One conversation in the history: its label links to it; rename in place (Enter saves, Escape cancels). */
export function HistoryItem({ item, current, onRename, onDelete, onNavigate }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.label);
  const [saving, setSaving] = useState(false);
  const label = item.label || untitled;

  async function save() {
    const next = draft.trim();
    if (!next || next === item.label) {
      setEditing(false);
      return;
    }
    setSaving(true);
    const ok = await onRename(item, next);
    setSaving(false);
    if (ok) setEditing(false);
  }

  if (editing) {
    return (
      <li className="flex items-center gap-1 py-0.5">
        <Input
          aria-label="Conversation name"
          value={draft}
          maxLength={maxLabelLength}
          autoFocus
          disabled={saving}
          className="h-8"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void save();
            } else if (e.key === "Escape") {
              e.preventDefault();
              setEditing(false);
            }
          }}
        />
        <IconButton label="Save name" className="size-8" disabled={saving} onClick={() => void save()}>
          <CheckIcon />
        </IconButton>
        <IconButton
          label="Cancel renaming"
          className="size-8"
          disabled={saving}
          onClick={() => setEditing(false)}
        >
          <XIcon />
        </IconButton>
      </li>
    );
  }

  return (
    <li
      className={cn(
        "group flex items-center gap-0.5 rounded-md pr-1 transition-colors hover:bg-accent",
        current && "bg-accent",
      )}
      data-testid="ai-history-item"
    >
      <Link
        href={aiConversationHref(item.uid)}
        aria-current={current ? "page" : undefined}
        onClick={onNavigate}
        className={cn(
          "min-w-0 flex-1 truncate rounded-md px-2.5 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
          current ? "font-medium text-foreground" : "text-muted-foreground hover:text-foreground",
        )}
        title={label}
      >
        {label}
      </Link>
      <div
        className={cn(
          "flex shrink-0 transition-opacity focus-within:opacity-100",
          !current && "md:opacity-0 md:group-hover:opacity-100",
        )}
      >
        <IconButton
          label={`Rename “${label}”`}
          className="size-7 [&_svg]:size-3.5"
          onClick={() => {
            setDraft(item.label);
            setEditing(true);
          }}
        >
          <PencilIcon />
        </IconButton>
        <IconButton
          label={`Delete “${label}”`}
          className="size-7 [&_svg]:size-3.5"
          onClick={() => onDelete(item)}
        >
          <Trash2Icon />
        </IconButton>
      </div>
    </li>
  );
}
