import type { DivisionDto } from "@/lib/client/projects";
import { formatCurrency } from "@/lib/domain/money-format";
import { formatCompactDollars } from "../format";

const rowHeight = 40;
const barHeight = 12;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * Horizontal bars by division, drawn in plain SVG: the label and amount above each bar, the bar's length
 * relative to the largest division (widths in %, so it fits any screen without scaling the text).
 */
export function DivisionChart({ divisions }: { divisions: readonly DivisionDto[] }) {
  const max = Math.max(1, ...divisions.map((d) => Math.abs(d.amount_cents)));
  const height = divisions.length * rowHeight;
  return (
    <figure className="grid gap-2" data-testid="division-chart">
      <svg
        role="img"
        aria-labelledby="division-chart-title"
        width="100%"
        height={height}
        className="overflow-visible text-xs"
      >
        <title id="division-chart-title">
          {`Cost by division: ${divisions.map((d) => `${d.label} ${formatCurrency(d.amount_cents)} (${percent(d.share)})`).join("; ")}`}
        </title>
        {divisions.map((d, i) => {
          const y = i * rowHeight;
          const width = (Math.max(0, d.amount_cents) / max) * 100;
          return (
            <g key={d.division || "unassigned"}>
              <text x="0" y={y + 13} className="fill-foreground">
                {d.label.length > 48 ? `${d.label.slice(0, 47)}…` : d.label}
              </text>
              <text x="100%" y={y + 13} textAnchor="end" className="fill-muted-foreground tabular-nums">
                {`${formatCompactDollars(d.amount_cents)} · ${percent(d.share)}`}
              </text>
              <rect x="0" y={y + 20} width="100%" height={barHeight} rx="3" className="fill-muted" />
              <rect x="0" y={y + 20} width={`${width}%`} height={barHeight} rx="3" className="fill-chart-1" />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
