import { formatCpgShort } from "@/components/project/format";

export type MedianBar = { key: string; name: string; count: number; medianCpgCents: number };

/** Horizontal SVG bars: median $/GSF per building type, longest first, with the record count beside it. */
export function MedianCpgChart({ bars }: { bars: readonly MedianBar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.medianCpgCents));
  return (
    <ul className="grid gap-2.5" data-testid="median-cpg-chart">
      {bars.map((bar) => {
        const width = (bar.medianCpgCents / max) * 100;
        return (
          <li key={bar.key} className="grid grid-cols-[minmax(0,8.5rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="truncate" title={bar.name}>
              {bar.name}
            </span>
            <svg
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className="block h-3.5 w-full"
              role="img"
              aria-label={`${bar.name}: median ${formatCpgShort(bar.medianCpgCents)} per GSF over ${bar.count} records`}
            >
              <rect x={0} y={0} width={100} height={10} rx={1} className="fill-muted" />
              <rect x={0} y={0} width={Math.max(0.5, width)} height={10} rx={1} className="fill-primary" />
            </svg>
            <span className="text-right tabular-nums">
              {formatCpgShort(bar.medianCpgCents)}
              <span className="ml-1 text-muted-foreground text-xs">({bar.count})</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
