"use client";

import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { ChartTooltip } from "./chart-tooltip";
import { niceTicks, useWidth } from "./scales";

// An interactive line chart of our own (no chart library: bundle size, and we control the accessibility):
// a tooltip for the x under the pointer or chosen with the arrow keys (every series' value there), and an
// optional brush — drag across the plot to choose a range of x, reported through onBrush.

export type LineSeries = {
  key: string;
  label: string;
  color: string;
  /** Points in x order; x is a number (a month index, a year). */
  points: readonly { x: number; y: number }[];
  dashed?: boolean;
  /** The tooltip's text for a value; the y-axis uses formatY. */
  format?: (y: number) => string;
};

type Props = {
  series: readonly LineSeries[];
  /** What the chart shows, for screen readers (the figure's name). */
  label: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  height?: number;
  /** Where the x-axis labels go, at most `count` of them (default: evenly among the points). */
  xTicks?: (xs: readonly number[], count: number) => number[];
  /** Called with the chosen [from, to] x after a drag across the plot. */
  onBrush?: (from: number, to: number) => void;
  className?: string;
};

const pad = { top: 12, right: 16, bottom: 28, left: 56 };

export function LineChart(props: Props) {
  const { series, label, formatX, formatY, height = 260, onBrush, className } = props;
  const [frame, width] = useWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const dragging = useRef(false);
  const liveId = useId();

  const xs = useMemo(
    () => [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b),
    [series],
  );
  const ys = series.flatMap((s) => s.points.map((p) => p.y));
  const [yMin, yMax] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 1];
  const yTicks = niceTicks(yMin, yMax, 5);
  const [y0, y1] = [yTicks[0]!, yTicks.at(-1)!];
  const [x0, x1] = [xs[0] ?? 0, xs.at(-1) ?? 1];
  const plotW = Math.max(10, width - pad.left - pad.right);
  const plotH = height - pad.top - pad.bottom;
  const sx = (x: number) => pad.left + (x1 === x0 ? plotW / 2 : ((x - x0) / (x1 - x0)) * plotW);
  const sy = (y: number) => pad.top + (y1 === y0 ? plotH / 2 : (1 - (y - y0) / (y1 - y0)) * plotH);
  const xTickCount = Math.max(2, Math.min(8, Math.floor(plotW / 90)));
  const xTicks = props.xTicks
    ? props.xTicks(xs, xTickCount)
    : xs.filter((_, i) => i % Math.max(1, Math.ceil(xs.length / xTickCount)) === 0);

  const nearest = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || xs.length === 0) return null;
    const px = clientX - box.left;
    let best = 0;
    for (let i = 1; i < xs.length; i++)
      if (Math.abs(sx(xs[i]!) - px) < Math.abs(sx(xs[best]!) - px)) best = i;
    return best;
  };

  const onPointerMove = (e: PointerEvent) => {
    const i = nearest(e.clientX);
    setActive(i);
    if (dragging.current && drag && i !== null) setDrag({ ...drag, to: i });
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!onBrush || e.button !== 0) return;
    const i = nearest(e.clientX);
    if (i === null) return;
    dragging.current = true;
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    setDrag({ from: i, to: i });
  };
  const onPointerUp = () => {
    if (dragging.current && drag && onBrush && drag.from !== drag.to) {
      const [a, b] = [Math.min(drag.from, drag.to), Math.max(drag.from, drag.to)];
      onBrush(xs[a]!, xs[b]!);
    }
    dragging.current = false;
    setDrag(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (xs.length === 0) return;
    const last = xs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]!);
    } else if (e.key === "Escape") setActive(null);
  };

  const activeX = active === null ? null : xs[active];
  const rows =
    activeX === undefined || activeX === null
      ? []
      : series.flatMap((s) => {
          const p = s.points.find((q) => q.x === activeX);
          return p ? [{ label: s.label, value: (s.format ?? formatY)(p.y), color: s.color }] : [];
        });
  const announcement =
    activeX === null || activeX === undefined
      ? ""
      : `${formatX(activeX)}: ${rows.map((r) => `${r.label} ${r.value}`).join("; ")}`;

  return (
    <figure className={cn("grid min-w-0 gap-2", className)}>
      <div
        ref={frame}
        className="relative w-full min-w-0 select-none overflow-hidden rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        role="img"
        aria-label={`${label}. Use the left and right arrow keys to read the values${onBrush ? "; drag to zoom to a range" : ""}.`}
        aria-describedby={liveId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart is read point by point with the arrow keys.
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((a) => a ?? (xs.length ? xs.length - 1 : null))}
        onBlur={() => setActive(null)}
        onPointerMove={onPointerMove}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerLeave={() => !dragging.current && setActive(null)}
        style={{
          height,
          touchAction: onBrush ? "pan-y" : undefined,
          cursor: onBrush ? "crosshair" : undefined,
        }}
      >
        <svg
          width={width}
          height={height}
          aria-hidden="true"
          className="absolute inset-0 block overflow-visible"
        >
          {yTicks.map((t) => (
            <g key={t}>
              <line x1={pad.left} x2={pad.left + plotW} y1={sy(t)} y2={sy(t)} className="stroke-border" />
              <text
                x={pad.left - 6}
                y={sy(t)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[11px]"
              >
                {formatY(t)}
              </text>
            </g>
          ))}
          {xTicks.map((x) => (
            <text
              key={x}
              x={sx(x)}
              y={height - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {formatX(x)}
            </text>
          ))}
          {drag && drag.from !== drag.to && (
            <rect
              x={sx(xs[Math.min(drag.from, drag.to)]!)}
              width={Math.abs(sx(xs[drag.to]!) - sx(xs[drag.from]!))}
              y={pad.top}
              height={plotH}
              className="fill-primary/15"
            />
          )}
          {series.map((s) => (
            <path
              key={s.key}
              d={s.points
                .map((p, i) => `${i ? "L" : "M"}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`)
                .join("")}
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dashed ? "5 4" : undefined}
              strokeLinejoin="round"
            />
          ))}
          {activeX !== null && activeX !== undefined && (
            <g>
              <line
                x1={sx(activeX)}
                x2={sx(activeX)}
                y1={pad.top}
                y2={pad.top + plotH}
                className="stroke-muted-foreground/60"
              />
              {series.map((s) => {
                const p = s.points.find((q) => q.x === activeX);
                return p ? (
                  <circle
                    key={s.key}
                    cx={sx(p.x)}
                    cy={sy(p.y)}
                    r={4}
                    fill={s.color}
                    className="stroke-background"
                    strokeWidth={2}
                  />
                ) : null;
              })}
            </g>
          )}
        </svg>
        {activeX !== null && activeX !== undefined && rows.length > 0 && (
          <ChartTooltip x={sx(activeX)} y={pad.top + 8} width={width} title={formatX(activeX)} rows={rows} />
        )}
      </div>
      <p id={liveId} aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {series.length > 1 && (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1.5">
              <span
                className="inline-block h-0.5 w-4"
                style={{
                  backgroundColor: s.color,
                  borderTop: s.dashed ? `2px dashed ${s.color}` : undefined,
                }}
              />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
