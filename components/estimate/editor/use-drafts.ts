"use client";

// What a panel shows of a field while it is typed ("1." before it reads as 1, text that does not read yet).
// The typed text gives way to the list's own value when the list changes other than by typing — an undo,
// someone else's change merged in (`reset` is the store's `listsReset`).
import { useCallback, useState } from "react";

export function useDrafts(reset: number) {
  const [state, setState] = useState({ reset, texts: {} as Record<string, string> });
  const texts = state.reset === reset ? state.texts : {};
  const draft = (key: string, value: string) => texts[key] ?? value;
  const setDraft = useCallback(
    (key: string, text: string) =>
      setState((s) => ({ reset, texts: { ...(s.reset === reset ? s.texts : {}), [key]: text } })),
    [reset],
  );
  const clearDraft = useCallback(
    (key: string) =>
      setState((s) => {
        const { [key]: _gone, ...rest } = s.reset === reset ? s.texts : {};
        return { reset, texts: rest };
      }),
    [reset],
  );
  return { draft, setDraft, clearDraft };
}
