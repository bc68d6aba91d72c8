"use client";

import { useCallback, useState } from "react";

/**
 * Cursor paging's way back, as the Pager's props: the cursors of the pages before this one, so Previous returns
 * to them; `reset()` starts over (a new filter). A cursor page opened directly has no trail: its page number is
 * unknown, and Previous goes to the first page.
 */
export function useCursorTrail(
  cursor: string | undefined,
  nextCursor: string | null | undefined,
  goTo: (cursor: string | undefined) => void,
) {
  const [trail, setTrail] = useState<string[]>([]);
  const reset = useCallback(() => setTrail([]), []);
  return {
    reset,
    pager: {
      pageIndex: cursor ? (trail.length > 0 ? trail.length : null) : 0,
      hasNext: Boolean(nextCursor),
      hasPrevious: Boolean(cursor),
      onNext: () => {
        if (!nextCursor) return;
        setTrail((t) => [...t, cursor ?? ""]);
        goTo(nextCursor);
      },
      onPrevious: () => {
        const previous = trail.at(-1);
        setTrail((t) => t.slice(0, -1));
        goTo(previous || undefined);
      },
    },
  };
}
