"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A box that scrolls sideways when its content is wider than it (a table on a phone). While it overflows it
 * is a Tab stop, so a keyboard can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-
 * focusable); when everything fits it adds no Tab stop.
 */
export function ScrollX({ children, slot }: { children: ReactNode; slot: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-slot={slot}
      tabIndex={overflows ? 0 : undefined}
      className="relative w-full overflow-x-auto rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}
