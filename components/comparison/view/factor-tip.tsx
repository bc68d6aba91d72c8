"use client";

import { type FocusEvent, type PointerEvent, useCallback, useEffect, useState } from "react";
import type { ComparisonItemDto } from "@/lib/contract/comparison";
import { factorLine } from "../format";

// One tooltip for every normalised figure of the table: a figure is a button carrying its item's index
// (`data-item`); the table listens once for hover and focus and shows that item's factors beside the figure.
// Screen readers hear the same factors from a hidden description per item (`aria-describedby`), so ten
// thousand figures need neither ten thousand tooltip roots nor ten thousand copies of the text.

/** "× 1.084 time · × 0.93 location", or the record page's "× 1.00 (no adjustment)". */
export const factorSummary = (item: ComparisonItemDto) => item.factor_label || "× 1.00 (no adjustment)";

export const factorDescriptionId = (uid: string) => `factors-${uid}`;

/** The hidden descriptions the figures point at. */
export function FactorDescriptions({ items }: { items: readonly ComparisonItemDto[] }) {
  return (
    <div hidden>
      {items.map((item) => (
        <p key={item.uid} id={factorDescriptionId(item.uid)}>
          {`Factors: ${factorSummary(item)}. ${item.factors.map(factorLine).join(". ")}${item.warning ? `. ${item.warning}` : ""}`}
        </p>
      ))}
    </div>
  );
}

type Tip = { index: number; left: number; top: number; below: boolean };

/** Listeners for the table (delegated) and the tip to render. */
export function useFactorTip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const show = useCallback((target: EventTarget | null) => {
    const cell = target instanceof Element ? target.closest<HTMLElement>("[data-item]") : null;
    if (!cell) {
      setTip(null);
      return;
    }
    const box = cell.getBoundingClientRect();
    const below = box.top < 140;
    setTip({
      index: Number(cell.dataset.item),
      left: Math.min(Math.max(8, box.left + box.width / 2), window.innerWidth - 8),
      top: below ? box.bottom + 6 : box.top - 6,
      below,
    });
  }, []);
  const hide = useCallback(() => setTip(null), []);
  // The card is placed in the window: a scroll of the page moves the figure away from it.
  useEffect(() => {
    if (!tip) return;
    window.addEventListener("scroll", hide, { passive: true });
    return () => window.removeEventListener("scroll", hide);
  }, [tip, hide]);
  const handlers = {
    onPointerOver: (e: PointerEvent) => show(e.target),
    onPointerLeave: hide,
    onFocus: (e: FocusEvent) => show(e.target),
    onBlur: hide,
    onScrollCapture: hide,
    onKeyDown: (e: { key: string }) => e.key === "Escape" && hide(),
  };
  return { tip, handlers };
}

/** The floating card: the item, its factors as the project database words them, and any warning. */
export function FactorTip({ tip, items }: { tip: Tip | null; items: readonly ComparisonItemDto[] }) {
  const item = tip ? items[tip.index] : undefined;
  if (!tip || !item) return null;
  return (
    <div
      role="tooltip"
      data-testid="factor-tooltip"
      className="pointer-events-none fixed z-50 w-max max-w-80 rounded-md border bg-popover px-3 py-2 text-popover-foreground text-xs shadow-md"
      style={{ left: tip.left, top: tip.top, transform: `translate(-50%, ${tip.below ? "0" : "-100%"})` }}
    >
      <p className="font-medium">{item.name}</p>
      <p className="font-mono tabular-nums" data-testid="factor-tooltip-label">
        {factorSummary(item)}
      </p>
      {item.factors.length > 0 && (
        <ul className="mt-0.5 grid gap-0.5 text-muted-foreground">
          {item.factors.map((f) => (
            <li key={f.kind}>{factorLine(f)}</li>
          ))}
        </ul>
      )}
      {item.warning && <p className="mt-1 text-destructive">{item.warning}</p>}
    </div>
  );
}
