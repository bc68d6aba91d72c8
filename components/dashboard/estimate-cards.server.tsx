import { FileSpreadsheetIcon } from "lucide-react";
import Link from "next/link";
import { ArrowLink, TitledCard } from "@/components/dashboard/card-parts";
import { formatUpdated, statusLabels } from "@/components/estimate/format";
import { StatusBadge } from "@/components/estimate/status-badge";
import { formatTotal } from "@/components/project/format";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardDto } from "@/lib/contract/dashboard";
import { activeEstimatesHref } from "./kpi-cards";

const statusBar: Record<string, string> = {
  draft: "bg-muted-foreground/50",
  in_review: "bg-amber-500",
  final: "bg-emerald-600 dark:bg-emerald-500",
  archived: "bg-border",
};

type Props = { data: NonNullable<DashboardDto["estimates"]>; canWrite: boolean };

/** Estimates on the dashboard: pipeline value by status and the recently edited. */
export function EstimateCards({ data, canWrite }: Props) {
  if (data.total === 0) {
    return (
      <TitledCard
        title="Estimates"
        description="Detailed budgets with markups and totals."
        className="gap-3"
        contentClassName="flex flex-wrap items-center gap-3 text-muted-foreground text-sm"
        testId="estimate-cards-empty"
      >
        <FileSpreadsheetIcon aria-hidden="true" className="size-5" />
        No estimates yet.
        {canWrite && <ArrowLink href="/estimate/add">Start an estimate</ArrowLink>}
      </TitledCard>
    );
  }
  const largest = Math.max(1, ...data.by_status.map((s) => s.total_cents));
  return (
    <section aria-label="Estimates" className="grid gap-4" data-testid="estimate-cards">
      <div className="grid gap-4 lg:grid-cols-5">
        <TitledCard
          title="Pipeline by status"
          description="Grand totals, markups included · count in brackets"
          action={<ArrowLink href={activeEstimatesHref}>Active</ArrowLink>}
          className="min-w-0 gap-4 lg:col-span-2"
        >
          <ul className="grid gap-2.5" data-testid="estimate-value-by-status">
            {data.by_status.map((s) => (
              <li
                key={s.status}
                className="grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-center gap-3 text-sm"
              >
                <Link href={`/estimate?status=${s.status}`} className="truncate hover:underline">
                  {statusLabels[s.status]}{" "}
                  <span className="text-muted-foreground tabular-nums">({s.count})</span>
                </Link>
                <span className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${statusBar[s.status]}`}
                    style={{
                      width: `${s.total_cents > 0 ? Math.max(2, (s.total_cents / largest) * 100) : 0}%`,
                    }}
                  />
                </span>
                <span className="text-right font-medium tabular-nums" data-status={s.status}>
                  {formatTotal(s.total_cents)}
                </span>
              </li>
            ))}
          </ul>
        </TitledCard>
        <TitledCard
          title="Recently edited estimates"
          description="Last changed by anyone in the company"
          action={<ArrowLink href="/estimate">All estimates</ArrowLink>}
          className="min-w-0 gap-4 lg:col-span-3"
        >
          <ul className="grid divide-y" data-testid="recent-estimates">
            {data.recent.map((e) => (
              <li
                key={e.uid}
                className="grid gap-x-4 gap-y-1 py-2.5 text-sm first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <Link href={`/estimate/${e.uid}`} className="block truncate font-medium hover:underline">
                    {e.name}
                  </Link>
                  <p className="truncate text-muted-foreground text-xs">
                    {[e.number, `edited ${formatUpdated(e.updated_at)}`, e.updated_by_name]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <StatusBadge status={e.status} />
                <span className="tabular-nums sm:w-32 sm:text-right">{formatTotal(e.grand_total_cents)}</span>
              </li>
            ))}
          </ul>
        </TitledCard>
      </div>
    </section>
  );
}

export function EstimateCardsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading estimates">
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-48 lg:col-span-2" />
        <Skeleton className="h-48 lg:col-span-3" />
      </div>
    </div>
  );
}
