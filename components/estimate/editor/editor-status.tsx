"use client";

// The saving indicator and who else is viewing.
import { CloudOff, Loader2, TriangleAlert } from "lucide-react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { PresenceMember } from "@/lib/client/estimate-editor/use-estimate-editor";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";

export function SaveIndicator({ store }: { store: EditorStore }) {
  useStoreVersion(store);
  const state = store.saveState;
  return (
    <span
      className="inline-flex items-center gap-1 text-muted-foreground text-xs"
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={state}
    >
      {state === "saving" ? (
        <>
          <Loader2 className="size-3.5 animate-spin" /> Saving…
        </>
      ) : state === "offline" ? (
        <>
          <CloudOff className="size-3.5" /> Offline — retrying
        </>
      ) : state === "error" ? (
        <span className="inline-flex items-center gap-1 text-destructive">
          <TriangleAlert className="size-3.5" /> Not saved
        </span>
      ) : (
        "All changes saved"
      )}
    </span>
  );
}

export function PresenceAvatars({ members, selfUid }: { members: PresenceMember[]; selfUid: string }) {
  const others = members.filter((m) => m.id !== selfUid);
  if (others.length === 0) return null;
  const shown = others.slice(0, 5);
  return (
    <div
      role="group"
      className="flex items-center"
      data-testid="presence"
      aria-label={`Also viewing: ${others.map((m) => m.name).join(", ")}`}
    >
      {shown.map((m) => (
        <span
          key={m.id}
          title={m.name}
          className="-ml-1.5 first:ml-0 inline-flex size-7 items-center justify-center rounded-full border-2 border-background bg-primary font-medium text-[11px] text-primary-foreground"
        >
          {m.initials}
        </span>
      ))}
      {others.length > shown.length ? (
        <span className="ml-1 text-muted-foreground text-xs">+{others.length - shown.length}</span>
      ) : null}
    </div>
  );
}
