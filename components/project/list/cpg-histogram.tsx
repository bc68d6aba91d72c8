import { formatCpgShort } from "../format";

export type HistogramBin = { from_cents: number; to_cents: number; count: number };

type Props = {
  bins: readonly HistogramBin[];
  median: number | null;
  p25: number | null;
  p75: number | null;
  /** What the costs are per: "GSF" (the default), "unit", "bed" … */
  unit?: string;
  className?: string;
};

const height = 64;

/**
 * $/GSF distribution as bars, with the P25–P75 band shaded and the median marked. Drawn by hand in SVG:
 * the bars stretch with the width, the lines keep one pixel (non-scaling strokes), labels stay HTML text.
 */
export function CpgHistogram({ bins, median, p25, p75, unit = "GSF", className }: Props) {
  if (bins.length === 0) return null;
  const lo = bins[0]!.from_cents;
  const hi = bins[bins.length - 1]!.to_cents;
  const span = Math.max(1, hi - lo);
  const max = Math.max(1, ...bins.map((b) => b.count));
  const x = (cents: number) => ((cents - lo) / span) * 100;
  const inRange = (v: number | null): v is number => v !== null && v >= lo && v <= hi;
  const total = bins.reduce((n, b) => n + b.count, 0);
  const summary = `Histogram of ${total} records from ${formatCpgShort(lo)} to ${formatCpgShort(hi)} per ${unit}${
    median !== null ? `, median ${formatCpgShort(median)}` : ""
  }`;
  return (
    <figure className={className} data-testid="cpg-histogram">
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        className="block h-16 w-full overflow-visible"
        role="img"
        aria-label={summary}
      >
        {inRange(p25) && inRange(p75) && (
          <rect
            x={x(p25)}
            y={0}
            width={Math.max(0.3, x(p75) - x(p25))}
            height={height}
            className="fill-primary/10"
          />
        )}
        {bins.map((b) => {
          const h = (b.count / max) * (height - 4);
          const w = x(b.to_cents) - x(b.from_cents);
          return (
            <rect
              key={b.from_cents}
              x={x(b.from_cents) + w * 0.08}
              y={height - h}
              width={Math.max(0.2, w * 0.84)}
              height={h}
              className="fill-primary/70"
            >
              <title>
                {`${formatCpgShort(b.from_cents)}–${formatCpgShort(b.to_cents)}/${unit}: ${b.count} ${b.count === 1 ? "record" : "records"}`}
              </title>
            </rect>
          );
        })}
        {inRange(median) && (
          <line
            x1={x(median)}
            x2={x(median)}
            y1={0}
            y2={height}
            className="stroke-foreground"
            strokeWidth={1.5}
            strokeDasharray="3 2"
            vectorEffect="non-scaling-stroke"
          />
        )}
        <line
          x1={0}
          x2={100}
          y1={height}
          y2={height}
          className="stroke-border"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="mt-1 flex justify-between text-muted-foreground text-xs tabular-nums">
        <span>{formatCpgShort(lo)}</span>
        <span aria-hidden="true" className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-3 bg-primary/15" /> P25–P75
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-2.5 w-0 border-foreground border-l-2 border-dashed" /> median
          </span>
        </span>
        <span>{formatCpgShort(hi)}</span>
      </figcaption>
    </figure>
  );
}
