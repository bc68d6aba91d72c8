"use client";

import { type MouseEvent, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { ChartTooltip } from "./chart-tooltip";

// Our own small SVG chart kit (no chart library: a few kilobytes instead of a hundred, and markup we control
// for keyboard and screen readers). Rows are HTML (labels wrap and stay readable at any width); each bar is
// an SVG strip whose lengths are percentages, so nothing scales the text.

export type BarSeries = {
  key: string;
  label: string;
  /** A CSS colour for the bars, the legend and the tooltip's swatch, e.g. "var(--chart-1)". */
  color: string;
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
  const { tip, list, show, hide } = useRowTip();
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
      <ul ref={list} className="relative grid gap-2">
        {groups.map((g) => {
          const text = barGroupText(g, series, format);
          return (
            <li
              key={g.key}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a row takes the focus to show its tooltip (its values) to keyboard users
              tabIndex={0}
              aria-label={text}
              data-testid="bar-row"
              className="relative grid grid-cols-1 gap-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3"
              onMouseMove={(e) => show(g.key, e)}
              onMouseLeave={() => hide(g.key)}
              onFocus={(e) => show(g.key, e)}
              onBlur={() => hide(g.key)}
              onKeyDown={(e) => e.key === "Escape" && hide(g.key)}
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
                          style={{ fill: s.color }}
                        />
                      )}
                    </g>
                  );
                })}
              </svg>
            </li>
          );
        })}
        {tip &&
          (() => {
            const g = groups.find((x) => x.key === tip.key);
            if (!g) return null;
            return (
              <ChartTooltip
                x={tip.x}
                y={tip.y}
                width={tip.width}
                title={g.label}
                rows={series.map((s) => {
                  const v = g.values[s.key];
                  return { label: s.label, value: typeof v === "number" ? format(v) : "—", color: s.color };
                })}
              />
            );
          })()}
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
          <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Which row shows its tooltip and where: under the pointer while it moves over the row, at the row's middle
 * when the keyboard focuses it. Positions are pixels inside the list (`relative`), as ChartTooltip takes them.
 */
export function useRowTip() {
  const list = useRef<HTMLUListElement>(null);
  const [tip, setTip] = useState<{ key: string; x: number; y: number; width: number } | null>(null);
  const show = (key: string, event: MouseEvent<HTMLElement> | { currentTarget: HTMLElement }) => {
    const box = list.current?.getBoundingClientRect();
    if (!box) return;
    const row = event.currentTarget.getBoundingClientRect();
    const x = "clientX" in event ? event.clientX - box.left : row.left - box.left + row.width / 2;
    setTip({ key, x, y: row.top - box.top + row.height / 2, width: box.width });
  };
  const hide = (key: string) => setTip((t) => (t?.key === key ? null : t));
  return { tip, list, show, hide };
}
