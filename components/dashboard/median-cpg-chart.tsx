import Link from "next/link";
import { formatCpgShort } from "@/components/project/format";

export type MedianBar = {
  key: string;
  name: string;
  /** The records the bar counts, when they can be listed. */
  href?: string | null;
  count: number;
  medianCpgCents: number;
  p25CpgCents: number;
  p75CpgCents: number;
};

const records = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "record" : "records"}`;

/** "Office: median $412 per GSF, middle half $350 to $480, over 23 records". */
export function describeBar(bar: MedianBar): string {
  const range =
    bar.count > 1
      ? `, middle half ${formatCpgShort(bar.p25CpgCents)} to ${formatCpgShort(bar.p75CpgCents)}`
      : "";
  return `${bar.name}: median ${formatCpgShort(bar.medianCpgCents)} per GSF${range}, over ${records(bar.count)}`;
}

/**
 * $/GSF per building type on one scale from zero: a light band from P25 to P75 (where the middle half of the
 * records fall) and a marker at the median. Estimators read the range; the median alone hides the spread.
 */
export function MedianCpgChart({ bars }: { bars: readonly MedianBar[] }) {
  const max = Math.max(1, ...bars.map((b) => Math.max(b.p75CpgCents, b.medianCpgCents)));
  const pct = (cents: number) => Math.min(100, Math.max(0, (cents / max) * 100));
  return (
    // One grid for every row (rows are subgrids), so all tracks share one width and so one scale.
    <div className="grid grid-cols-[minmax(0,8.5rem)_1fr_auto] gap-x-3 gap-y-1.5">
      <ul className="col-span-3 grid grid-cols-subgrid gap-y-2.5" data-testid="median-cpg-chart">
        {bars.map((bar) => {
          const low = Math.min(bar.p25CpgCents, bar.medianCpgCents);
          const high = Math.max(bar.p75CpgCents, bar.medianCpgCents);
          const range = `P25–P75 ${formatCpgShort(low)}–${formatCpgShort(high)}`;
          const description = describeBar(bar);
          return (
            <li
              key={bar.key}
              className="col-span-3 grid grid-cols-subgrid items-center text-sm"
              data-testid="median-cpg-bar"
            >
              {bar.href ? (
                <Link href={bar.href} className="truncate hover:underline" title={bar.name}>
                  {bar.name}
                </Link>
              ) : (
                <span className="truncate" title={bar.name}>
                  {bar.name}
                </span>
              )}
              <div role="img" aria-label={description} title={description} className="relative h-4">
                <div className="absolute inset-x-0 top-1/2 h-2.5 -translate-y-1/2 rounded-sm bg-muted" />
                <div
                  className="absolute top-1/2 h-2.5 -translate-y-1/2 rounded-sm bg-primary/30 dark:bg-primary/40"
                  style={{ left: `${pct(low)}%`, width: `${pct(high) - pct(low)}%` }}
                  data-testid="cpg-range"
                />
                <div
                  className="absolute inset-y-0 w-[3px] -translate-x-1/2 rounded-full bg-primary"
                  style={{ left: `${pct(bar.medianCpgCents)}%` }}
                  data-testid="cpg-median"
                />
              </div>
              <span className="text-right tabular-nums" title={`${range} · ${records(bar.count)}`}>
                {formatCpgShort(bar.medianCpgCents)}
                <span className="ml-1 text-muted-foreground text-xs">({bar.count})</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="col-span-3 grid grid-cols-subgrid text-muted-foreground text-xs" aria-hidden="true">
        <span />
        <span className="flex justify-between tabular-nums">
          <span>$0</span>
          <span>{formatCpgShort(max)}</span>
        </span>
      </div>
      <p
        className="col-span-3 mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs"
        aria-hidden="true"
      >
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-[3px] rounded-full bg-primary" />
          Median
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-5 rounded-sm bg-primary/30 dark:bg-primary/40" />
          Middle half (P25–P75)
        </span>
      </p>
    </div>
  );
}
