"use client";

import { useId } from "react";
import { cn } from "@/lib/utils";
import { useRowTip } from "./bar-chart";
import { ChartTooltip, type ChartTooltipRow } from "./chart-tooltip";

// A box plot per row on one shared scale: whiskers min–max, the box P25–P75, the median as a line, each
// value as a dot (outliers in the warning colour) and an optional marker (the reference estimate).

export type BoxPoint = { key: string; label: string; value: number; outlier?: boolean };

export type BoxRow = {
  key: string;
  label: string;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
  points?: readonly BoxPoint[];
  /** A value drawn apart (a diamond), such as the reference estimate's. */
  marker?: { label: string; value: number } | null;
};

type Props = {
  title: string;
  rows: readonly BoxRow[];
  format: (value: number) => string;
  /** The marker's name in the legend ("Reference estimate"). */
  markerLabel?: string;
  className?: string;
  testId?: string;
};

const stripHeight = 24;
/** Label column and plot column; the axis row below uses the same so its ends line up with the plots. */
const rowGrid = "grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-3";
const mid = stripHeight / 2;

/** The row's figures in words: what the screen reader hears and the tooltip shows. */
export function boxRowText(row: BoxRow, format: (v: number) => string): string {
  const outliers = (row.points ?? []).filter((p) => p.outlier);
  return [
    `${row.label}: median ${format(row.median)}`,
    `P25–P75 ${format(row.p25)}–${format(row.p75)}`,
    `min ${format(row.min)}, max ${format(row.max)}`,
    row.marker ? `${row.marker.label} ${format(row.marker.value)}` : "",
    outliers.length ? `outliers: ${outliers.map((o) => `${o.label} ${format(o.value)}`).join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

function tipRows(r: BoxRow, format: (v: number) => string): ChartTooltipRow[] {
  const rows: ChartTooltipRow[] = [
    { label: "Median", value: format(r.median) },
    { label: "P25–P75", value: `${format(r.p25)}–${format(r.p75)}` },
    { label: "Min", value: format(r.min) },
    { label: "Max", value: format(r.max) },
  ];
  if (r.marker) rows.push({ label: r.marker.label, value: format(r.marker.value), color: "var(--chart-1)" });
  for (const p of r.points ?? []) {
    if (p.outlier)
      rows.push({ label: `Outlier: ${p.label}`, value: format(p.value), color: "var(--destructive)" });
  }
  return rows;
}

export function BoxPlot({ title, rows, format, markerLabel, className, testId = "box-plot" }: Props) {
  const titleId = useId();
  const { tip, list, show, hide } = useRowTip();
  const values = rows.flatMap((r) => [r.min, r.max, ...(r.marker ? [r.marker.value] : [])]);
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const x = (v: number) => `${(((v - lo) / (hi - lo)) * 100).toFixed(2)}%`;
  const hasMarker = rows.some((r) => r.marker);
  return (
    <figure className={cn("grid gap-3", className)} data-testid={testId} aria-labelledby={titleId}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span id={titleId} className="font-medium text-sm">
          {title}
        </span>
        <span aria-hidden="true" className="flex flex-wrap items-center gap-3 text-muted-foreground text-xs">
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-4 rounded-sm border border-chart-2 bg-chart-2/25" />
            P25–P75
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-2 rounded-full bg-destructive" />
            Outlier
          </span>
          {hasMarker && (
            <span className="flex items-center gap-1.5">
              <span className="inline-block size-2 rotate-45 bg-chart-1" />
              {markerLabel ?? "Marker"}
            </span>
          )}
        </span>
      </figcaption>
      <ul ref={list} className="relative grid gap-1.5">
        {rows.map((r) => {
          const text = boxRowText(r, format);
          return (
            <li
              key={r.key}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a row takes the focus to show its tooltip (its figures) to keyboard users
              tabIndex={0}
              aria-label={text}
              data-testid="box-row"
              className={cn(
                rowGrid,
                "relative rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
              )}
              onMouseMove={(e) => show(r.key, e)}
              onMouseLeave={() => hide(r.key)}
              onFocus={(e) => show(r.key, e)}
              onBlur={() => hide(r.key)}
              onKeyDown={(e) => e.key === "Escape" && hide(r.key)}
            >
              <span className="truncate text-xs" title={r.label}>
                {r.label}
              </span>
              <svg width="100%" height={stripHeight} aria-hidden="true" className="block overflow-visible">
                <line x1="0" x2="100%" y1={mid} y2={mid} className="stroke-border" />
                <line x1={x(r.min)} x2={x(r.max)} y1={mid} y2={mid} className="stroke-muted-foreground" />
                <line
                  x1={x(r.min)}
                  x2={x(r.min)}
                  y1={mid - 5}
                  y2={mid + 5}
                  className="stroke-muted-foreground"
                />
                <line
                  x1={x(r.max)}
                  x2={x(r.max)}
                  y1={mid - 5}
                  y2={mid + 5}
                  className="stroke-muted-foreground"
                />
                <BoxRect from={x(r.p25)} fromValue={r.p25} toValue={r.p75} lo={lo} hi={hi} />
                <line
                  x1={x(r.median)}
                  x2={x(r.median)}
                  y1={mid - 8}
                  y2={mid + 8}
                  strokeWidth={2}
                  className="stroke-foreground"
                />
                {(r.points ?? []).map((p) => (
                  <circle
                    key={p.key}
                    cx={x(p.value)}
                    cy={mid}
                    r={p.outlier ? 3.5 : 2.5}
                    className={p.outlier ? "fill-destructive" : "fill-foreground/40"}
                  />
                ))}
                {r.marker && (
                  <svg x={x(r.marker.value)} y={mid} overflow="visible">
                    <rect
                      x={-4}
                      y={-4}
                      width={8}
                      height={8}
                      transform="rotate(45)"
                      className="fill-chart-1"
                    />
                  </svg>
                )}
              </svg>
            </li>
          );
        })}
        {tip &&
          (() => {
            const r = rows.find((x) => x.key === tip.key);
            if (!r) return null;
            return (
              <ChartTooltip x={tip.x} y={tip.y} width={tip.width} title={r.label} rows={tipRows(r, format)} />
            );
          })()}
      </ul>
      <div aria-hidden="true" className={cn(rowGrid, "text-muted-foreground text-xs tabular-nums")}>
        <span className="hidden sm:block" />
        <span className="flex justify-between">
          <span>{format(lo)}</span>
          <span>{format(hi)}</span>
        </span>
      </div>
    </figure>
  );
}

function BoxRect({
  from,
  fromValue,
  toValue,
  lo,
  hi,
}: {
  from: string;
  fromValue: number;
  toValue: number;
  lo: number;
  hi: number;
}) {
  const width = Math.max(0.4, ((toValue - fromValue) / (hi - lo)) * 100);
  return (
    <rect
      x={from}
      y={mid - 7}
      width={`${width}%`}
      height={14}
      rx="2"
      className="fill-chart-2/25 stroke-chart-2"
    />
  );
}
