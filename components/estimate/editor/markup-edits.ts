// What a markup card is given: the markup, its place in the stack, and the edits it may make.
import type { Markup } from "@/lib/domain/estimate";
import type { MarkupResult } from "@/lib/domain/estimate/model";
import type { useDrafts } from "./use-drafts";

export interface MarkupEdits {
  patch(m: Markup, p: Partial<Markup>): void;
  move(index: number, delta: -1 | 1): void;
  remove(m: Markup): void;
  /** Typed text that does not read: the message shows under the markup. */
  refuse(m: Markup, message: string): void;
}

export interface MarkupCardProps {
  markup: Markup;
  index: number;
  stack: readonly Markup[];
  result: MarkupResult | undefined;
  message: string | undefined;
  canEdit: boolean;
  drafts: ReturnType<typeof useDrafts>;
  edit: MarkupEdits;
}

/** A field's draft for this markup. */
export function fieldDraft(drafts: MarkupCardProps["drafts"], m: Markup) {
  return {
    draft: (f: string, v: string) => drafts.draft(`${m.uid}:${f}`, v),
    setDraft: (f: string, v: string) => drafts.setDraft(`${m.uid}:${f}`, v),
  };
}
