import { Skeleton } from "@/components/ui/skeleton";
import type { RecordStatsDto } from "@/lib/contract/project-record";
import { missingMetric, perUnit } from "@/lib/domain/project/cost-per";
import type { RecordMetric } from "@/lib/domain/project/types";
import { formatCpg } from "../format";
import { CpgHistogram } from "./cpg-histogram";

type Props = {
  stats: RecordStatsDto | undefined;
  normalised: boolean;
  loading: boolean;
  /** The metric the statistics are per (the server computed them so: `per=`). */
  per?: RecordMetric;
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The method behind P25, the median and P75, as the statistics compute them (lib/domain/project/stats.ts). */
const percentileMethod =
  "Percentiles by linear interpolation between the closest ranks (Excel PERCENTILE.INC, PostgreSQL percentile_cont).";

/**
 * Count (records of how many projects), median and P25–P75 $/GSF (or $/unit … under `per`) with the n behind them, and a histogram,
 * over every record the filter matches (not just this page).
 */
export function SummaryBand({ stats, normalised, loading, per = "gsf" }: Props) {
  if (!stats) {
    return loading ? <Skeleton className="h-28 w-full rounded-lg" /> : null;
  }
  const n = `n = ${stats.valued.toLocaleString("en-US")}`;
  const unit = perUnit(per);
  const missing = missingMetric(per);
  const figures = [
    {
      label: "Records",
      value: stats.count.toLocaleString("en-US"),
      note: `of ${count(stats.projects, "project", "projects")}`,
      testId: "summary-count",
    },
    {
      label: `Median $/${unit}`,
      value: formatCpg(stats.median_cpg_cents),
      note: n,
      testId: "summary-median",
    },
    {
      label: "P25 – P75",
      value:
        stats.p25_cpg_cents === null || stats.p75_cpg_cents === null
          ? "—"
          : `${formatCpg(stats.p25_cpg_cents)} – ${formatCpg(stats.p75_cpg_cents)}`,
      note: n,
      testId: "summary-range",
    },
  ];
  const left = stats.count - stats.valued;
  return (
    <section
      aria-label="Summary of the records that match"
      // The histogram and its notes keep a column of their own beside the figures (a long $/unit range
      // would otherwise take the row and squeeze the chart to a sliver); figures that do not fit wrap.
      className="grid gap-4 rounded-lg border bg-card p-4 lg:grid-cols-[minmax(0,1fr)_minmax(15rem,22rem)] lg:items-center lg:gap-6"
      data-testid="summary-band"
    >
      <dl className="flex flex-wrap gap-x-6 gap-y-3 sm:gap-x-8">
        {figures.map((f) => (
          <div key={f.label} className="grid min-w-0 content-start gap-0.5">
            <dt className="text-muted-foreground text-xs">{f.label}</dt>
            <dd className="truncate font-semibold text-lg tabular-nums sm:text-xl" data-testid={f.testId}>
              {f.value}
            </dd>
            <dd className="text-muted-foreground text-xs tabular-nums" data-testid={`${f.testId}-n`}>
              {f.note}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid min-w-0 gap-1">
        {stats.histogram.length > 0 ? (
          <CpgHistogram
            bins={stats.histogram}
            median={stats.median_cpg_cents}
            p25={stats.p25_cpg_cents}
            p75={stats.p75_cpg_cents}
            unit={unit}
          />
        ) : (
          <p className="text-muted-foreground text-sm">
            No $/{unit} to chart: the records that match have {missing.replace(/ recorded$/, "")}.
          </p>
        )}
        <div className="grid gap-0.5 text-muted-foreground text-xs" data-testid="summary-notes">
          {normalised && <p>$/{unit} figures are normalised to the chosen target.</p>}
          {left > 0 && (
            <p data-testid="summary-left-out">
              {count(left, "record has", "records have")} no {normalised ? "normalised " : ""}$/{unit} (
              {missing}
              {normalised ? ", or a cost basis before the cost index series" : ""}): counted in Records, left
              out of the median, P25 – P75 and the histogram.
            </p>
          )}
          {per !== "gsf" && (
            <p data-testid="summary-per-note">
              The median, P25 – P75 and histogram are $/{unit}: total ÷{" "}
              {missing.replace(/^no | recorded$/g, "")} of the records that have them.
            </p>
          )}
          <p>{percentileMethod}</p>
        </div>
      </div>
    </section>
  );
}
