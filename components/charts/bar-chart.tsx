"use client";

import { type ReactNode, useId, useState } from "react";
import { cn } from "@/lib/utils";

// Our own small SVG chart kit (no chart library: a few kilobytes instead of a hundred, and markup we control
// for keyboard and screen readers). Rows are HTML (labels wrap and stay readable at any width); each bar is
// an SVG strip whose lengths are percentages, so nothing scales the text.

export type BarSeries = {
  key: string;
  label: string;
  /** The bar's fill, a Tailwind fill class (`fill-chart-1` …); the legend's swatch follows it. */
  fill: string;
  swatch: string;
};

export type BarGroup = {
  key: string;
  label: string;
  /** A value per series key; null or missing draws no bar ("—" in the tooltip). */
  values: Record<string, number | null | undefined>;
};

type Props = {
  title: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  format: (value: number) => string;
  className?: string;
  testId?: string;
};

const barHeight = 10;
const gap = 3;

/** "Label: a $1, b $2" — what a row says to a screen reader and in its tooltip. */
export function barGroupText(group: BarGroup, series: readonly BarSeries[], format: (v: number) => string) {
  const parts = series.map((s) => {
    const v = group.values[s.key];
    return `${s.label} ${typeof v === "number" ? format(v) : "—"}`;
  });
  return `${group.label}: ${parts.join(", ")}`;
}

/**
 * Horizontal bars per group (a division, say), one bar per series, all on one scale from zero to the
 * largest value. Each row takes the keyboard focus and shows its values in a tooltip on hover and focus.
 */
export function BarChart({ title, series, groups, format, className, testId = "bar-chart" }: Props) {
  const titleId = useId();
  const [active, setActive] = useState<string | null>(null);
  const max = Math.max(1, ...groups.flatMap((g) => series.map((s) => Math.max(0, g.values[s.key] ?? 0))));
  const stripHeight = series.length * (barHeight + gap) - gap;
  return (
    <figure className={cn("grid gap-3", className)} data-testid={testId} aria-labelledby={titleId}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span id={titleId} className="font-medium text-sm">
          {title}
        </span>
        <Legend series={series} />
      </figcaption>
      <ul className="grid gap-2">
        {groups.map((g) => {
          const text = barGroupText(g, series, format);
          const open = active === g.key;
          return (
            <li
              key={g.key}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a row takes the focus to show its tooltip (its values) to keyboard users
              tabIndex={0}
              aria-label={text}
              data-testid="bar-row"
              className="relative grid grid-cols-1 gap-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3"
              onMouseEnter={() => setActive(g.key)}
              onMouseLeave={() => setActive((a) => (a === g.key ? null : a))}
              onFocus={() => setActive(g.key)}
              onBlur={() => setActive((a) => (a === g.key ? null : a))}
              onKeyDown={(e) => e.key === "Escape" && setActive(null)}
            >
              <span className="truncate text-xs" title={g.label}>
                {g.label}
              </span>
              <svg width="100%" height={stripHeight} aria-hidden="true" className="block overflow-visible">
                {series.map((s, i) => {
                  const v = g.values[s.key];
                  const y = i * (barHeight + gap);
                  const width = typeof v === "number" ? (Math.max(0, v) / max) * 100 : 0;
                  return (
                    <g key={s.key}>
                      <rect x="0" y={y} width="100%" height={barHeight} rx="2" className="fill-muted/60" />
                      {width > 0 && (
                        <rect
                          x="0"
                          y={y}
                          width={`${Math.max(0.5, width)}%`}
                          height={barHeight}
                          rx="2"
                          className={cn(s.fill, open && "opacity-85")}
                        />
                      )}
                    </g>
                  );
                })}
              </svg>
              {open && (
                <ChartTip>
                  <p className="font-medium">{g.label}</p>
                  {series.map((s) => {
                    const v = g.values[s.key];
                    return (
                      <p key={s.key} className="flex items-center gap-1.5 tabular-nums">
                        <span aria-hidden="true" className={cn("inline-block size-2 rounded-sm", s.swatch)} />
                        {s.label}: {typeof v === "number" ? format(v) : "—"}
                      </p>
                    );
                  })}
                </ChartTip>
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

function Legend({ series }: { series: readonly BarSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-3 text-muted-foreground text-xs">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span className={cn("inline-block size-2.5 rounded-sm", s.swatch)} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The tooltip bubble above a chart row (the row is `relative`); decorative: the row's label says the same. */
export function ChartTip({ children }: { children: ReactNode }) {
  return (
    <div
      aria-hidden="true"
      data-testid="chart-tooltip"
      className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1 grid w-max max-w-72 -translate-x-1/2 gap-0.5 rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md"
    >
      {children}
    </div>
  );
}
