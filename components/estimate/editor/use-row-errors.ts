"use client";

import { useState } from "react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";

/** What the store says to a change of inputs or markups: taken, or refused with a message. */
export type Outcome = { ok: true } | { ok: false; message: string };

/** The props of a panel that edits one of the estimate's lists (inputs, markups) as a whole. */
export type ListPanelProps<T> = {
  store: EditorStore;
  canEdit: boolean;
  /** The whole new list; the store takes it (one undo step) or refuses it. */
  onChange(items: T[]): Outcome;
};

/** One message per row (input or markup uid): set when a change is refused, cleared when one is taken. */
export function useRowErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refuse = (uid: string, message: string) => setErrors((e) => ({ ...e, [uid]: message }));
  const record = (uid: string, outcome: Outcome) => {
    setErrors((e) => {
      const copy = { ...e };
      if (outcome.ok) delete copy[uid];
      else copy[uid] = outcome.message;
      return copy;
    });
    return outcome.ok;
  };
  return { errors, refuse, record };
}
