import { Skeleton } from "@/components/ui/skeleton";
import type { RecordStatsDto } from "@/lib/contract/project-record";
import { formatCpg } from "../format";
import { CpgHistogram } from "./cpg-histogram";

type Props = { stats: RecordStatsDto | undefined; normalised: boolean; loading: boolean };

/** Count, median and P25–P75 $/GSF and a histogram, over every record the filter matches (not just this page). */
export function SummaryBand({ stats, normalised, loading }: Props) {
  if (!stats) {
    return loading ? <Skeleton className="h-28 w-full rounded-lg" /> : null;
  }
  const figures = [
    { label: "Records", value: stats.count.toLocaleString("en-US"), testId: "summary-count" },
    { label: "Median $/GSF", value: formatCpg(stats.median_cpg_cents), testId: "summary-median" },
    {
      label: "P25 – P75",
      value:
        stats.p25_cpg_cents === null || stats.p75_cpg_cents === null
          ? "—"
          : `${formatCpg(stats.p25_cpg_cents)} – ${formatCpg(stats.p75_cpg_cents)}`,
      testId: "summary-range",
    },
  ];
  return (
    <section
      aria-label="Summary of the records that match"
      className="grid gap-4 rounded-lg border bg-card p-4 lg:grid-cols-[auto_1fr] lg:items-center lg:gap-8"
      data-testid="summary-band"
    >
      <dl className="grid grid-cols-3 gap-4 sm:gap-8">
        {figures.map((f) => (
          <div key={f.label} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground text-xs">{f.label}</dt>
            <dd className="truncate font-semibold text-lg tabular-nums sm:text-xl" data-testid={f.testId}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="min-w-0">
        {stats.histogram.length > 0 ? (
          <CpgHistogram
            bins={stats.histogram}
            median={stats.median_cpg_cents}
            p25={stats.p25_cpg_cents}
            p75={stats.p75_cpg_cents}
          />
        ) : (
          <p className="text-muted-foreground text-sm">
            No $/GSF to chart: the records that match have no GSF.
          </p>
        )}
        {normalised && (
          <p className="mt-1 text-muted-foreground text-xs">
            $/GSF figures are normalised to the chosen target.
          </p>
        )}
      </div>
    </section>
  );
}
