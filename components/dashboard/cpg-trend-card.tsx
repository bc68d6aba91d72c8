import Link from "next/link";
import { TitledCard } from "@/components/dashboard/card-parts";
import { formatCpgShort } from "@/components/project/format";
import type { DashboardDto } from "@/lib/contract/dashboard";
import { lastTwelveMonths, TrendSparkline, trendChange } from "./trend-sparkline";

type Types = DashboardDto["projects"]["by_building_type"];

/** The records a row counts: its building type (a category takes its types), dated in the 12 months. */
export function trendHref(uid: string | null, months: readonly string[]): string {
  const [year, month] = months.at(-1)!.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10);
  const params = new URLSearchParams();
  if (uid) params.set("building_type", uid);
  params.set("from", `${months[0]}-01`);
  params.set("to", lastDay);
  return `/project?${params}`;
}

const signed = (pct: number) => `${pct > 0 ? "+" : pct < 0 ? "−" : "±"}${Math.abs(pct).toFixed(1)}%`;

/** Median $/GSF per building type month by month over the last 12, with the change from first to last. */
export function CpgTrendCard({ types, now }: { types: Types; now: Date }) {
  const months = lastTwelveMonths(now);
  return (
    <TitledCard
      title="$/GSF over the last 12 months"
      description="Median per month by cost basis date · the 12 months' median and record count"
      className="min-w-0 gap-4"
      testId="cpg-trend-card"
    >
      {types.length === 0 ? (
        <p className="text-muted-foreground text-sm">No records with a GSF yet.</p>
      ) : types.every((t) => !t.last_12_months) ? (
        <p className="text-muted-foreground text-sm">No records dated in the last 12 months.</p>
      ) : (
        <ul className="grid divide-y" data-testid="cpg-trends">
          {types.map((t) => {
            const change = trendChange(t.trend);
            const year = t.last_12_months;
            return (
              <li
                key={t.uid ?? "none"}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2 text-sm first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto_minmax(7.5rem,auto)]"
              >
                <Link href={trendHref(t.uid, months)} className="truncate hover:underline" title={t.name}>
                  {t.name}
                </Link>
                {!year ? (
                  <span className="text-muted-foreground text-xs sm:col-span-2 sm:text-right">
                    No records in 12 months
                  </span>
                ) : (
                  <>
                    <TrendSparkline name={t.name} points={t.trend} months={months} />
                    <span className="col-span-2 text-muted-foreground text-xs tabular-nums sm:col-span-1 sm:text-right">
                      <span className="font-medium text-foreground" title="Median of the 12 months">
                        {formatCpgShort(year.median_cpg_cents)}
                      </span>
                      <span className="ml-1">({year.count.toLocaleString("en-US")})</span>
                      {change !== null && (
                        <span
                          className={change > 0 ? "ml-1.5 text-amber-700 dark:text-amber-400" : "ml-1.5"}
                          title="Change from the first month with records to the latest (each with 3 or more)"
                        >
                          {signed(change)}
                        </span>
                      )}
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
