import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

// The one tooltip of the interactive SVG charts (components/charts): a small card placed beside the point
// the pointer or keyboard focus is on. It is not a Radix tooltip: it follows a data point, not a trigger
// element, and it must not take focus. Screen readers get the same words from the chart's live region.

export type ChartTooltipRow = {
  /** The series or measure, e.g. "Ready-mix concrete". */
  label: string;
  /** Already formatted, e.g. "$162.40 / CY" or "+3.2%". */
  value: string;
  /** A CSS colour for the swatch, e.g. "var(--chart-1)". */
  color?: string;
};

type Props = {
  /** The point's position in pixels inside the chart's (relatively positioned) container. */
  x: number;
  y: number;
  /** The container's width, so the card flips to the left near the right edge. */
  width: number;
  title: ReactNode;
  rows: readonly ChartTooltipRow[];
  className?: string;
};

const gap = 12;
const cardWidth = 200;

/** A floating card over a chart; place it inside a `relative` container sized like the chart. */
export function ChartTooltip({ x, y, width, title, rows, className }: Props) {
  const flip = x + gap + cardWidth > width && x - gap - cardWidth >= 0;
  const left = flip ? x - gap - cardWidth : Math.min(x + gap, Math.max(0, width - cardWidth));
  return (
    <div
      aria-hidden="true"
      data-slot="chart-tooltip"
      className={cn(
        "pointer-events-none absolute z-10 rounded-md border bg-popover px-2.5 py-1.5 text-popover-foreground text-xs shadow-md",
        className,
      )}
      style={{ left, top: Math.max(0, y - 16), width: cardWidth }}
    >
      <div className="mb-1 font-medium">{title}</div>
      <ul className="grid gap-0.5">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center gap-1.5">
            {row.color && (
              <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: row.color }} />
            )}
            <span className="min-w-0 flex-1 truncate text-muted-foreground">{row.label}</span>
            <span className="font-medium tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
