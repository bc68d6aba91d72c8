import { formatCpgShort } from "@/components/project/format";

// A 12-month trend as a tiny server-rendered SVG (no JavaScript): a line through the months that have records,
// a dot per month with its own tooltip (the SVG <title>), the latest month emphasised. The whole line is
// described in words for screen readers.

export type TrendPoint = { month: string; count: number; median_cpg_cents: number };

const width = 120;
const height = 32;
const pad = 3;

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** The 12 months ending with `end`'s, oldest first ("2025-12" … "2026-11"). */
export function lastTwelveMonths(end: Date): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
  );
}

/** Months with fewer records than this do not anchor a % change (one record is not a trend). */
export const minRecordsForChange = 3;

/**
 * The change from the first month with records to the last, in percent; null with fewer than two months, or
 * when either end rests on fewer than `minRecordsForChange` records.
 */
export function trendChange(points: readonly TrendPoint[]): number | null {
  if (points.length < 2) return null;
  if (points[0]!.count < minRecordsForChange || points.at(-1)!.count < minRecordsForChange) return null;
  const first = points[0]!.median_cpg_cents;
  const last = points.at(-1)!.median_cpg_cents;
  return first > 0 ? ((last - first) / first) * 100 : null;
}

export function describeTrend(name: string, points: readonly TrendPoint[]): string {
  if (points.length === 0) return `${name}: no records dated in the last 12 months`;
  const words = points.map((p) => `${monthLabel(p.month)} ${formatCpgShort(p.median_cpg_cents)}`).join(", ");
  return `${name}, median $/GSF by month: ${words}`;
}

export function TrendSparkline({
  name,
  points,
  months,
}: {
  name: string;
  points: readonly TrendPoint[];
  /** The 12 months of the x axis, oldest first. */
  months: readonly string[];
}) {
  const values = points.map((p) => p.median_cpg_cents);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = (width - 2 * pad) / (months.length - 1);
  const x = (month: string) =>
    pad + (Math.max(0, months.indexOf(month)) / (months.length - 1)) * (width - 2 * pad);
  const y = (cents: number) =>
    max === min ? height / 2 : pad + (1 - (cents - min) / span) * (height - 2 * pad);
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(p.month).toFixed(1)},${y(p.median_cpg_cents).toFixed(1)}`)
    .join("");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={describeTrend(name, points)}
      className="shrink-0 overflow-visible"
      data-testid="cpg-trend"
    >
      <line
        x1={pad}
        x2={width - pad}
        y1={height - 1}
        y2={height - 1}
        className="stroke-border"
        strokeWidth={1}
      />
      {points.length > 1 && (
        <path d={path} fill="none" className="stroke-primary" strokeWidth={1.5} strokeLinejoin="round" />
      )}
      {points.map((p, i) => (
        <g key={p.month}>
          <title>{`${monthLabel(p.month)}: median ${formatCpgShort(p.median_cpg_cents)} per GSF over ${p.count.toLocaleString("en-US")} ${p.count === 1 ? "record" : "records"}`}</title>
          {/* The month's column takes the pointer, so its tooltip shows without aiming at the dot. */}
          <rect x={x(p.month) - step / 2} y={0} width={step} height={height} fill="transparent" />
          <circle
            cx={x(p.month)}
            cy={y(p.median_cpg_cents)}
            r={i === points.length - 1 ? 2.75 : 1.75}
            className={i === points.length - 1 ? "fill-primary" : "fill-background stroke-primary"}
            strokeWidth={1}
          />
        </g>
      ))}
    </svg>
  );
}
