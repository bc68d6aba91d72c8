import { ArrowRightIcon, FileSpreadsheetIcon } from "lucide-react";
import Link from "next/link";
import { formatUpdated, statusLabels } from "@/components/estimate/format";
import { StatusBadge } from "@/components/estimate/status-badge";
import { formatTotal } from "@/components/project/format";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { getEstimateDashboard } from "@/lib/server/estimate/dashboard";
import { estimatesVisible } from "@/lib/server/estimate/page-gate";
import type { Scope } from "@/lib/server/scope";

const linkClassName =
  "inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

const statusBar: Record<string, string> = {
  draft: "bg-muted-foreground/50",
  in_review: "bg-amber-500",
  final: "bg-emerald-600 dark:bg-emerald-500",
  archived: "bg-border",
};

/** Estimates on the dashboard: active count, total value by status, recently edited. Nothing without estimates. */
export async function EstimateCards({ scope }: { scope: Scope }) {
  if (!estimatesVisible(scope)) return null;
  const data = await getEstimateDashboard(scope);
  if (data.total === 0) {
    return (
      <Card className="gap-3" data-testid="estimate-cards-empty">
        <CardHeader>
          <CardTitle>Estimates</CardTitle>
          <CardDescription>Detailed budgets with markups and totals.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3 text-muted-foreground text-sm">
          <FileSpreadsheetIcon aria-hidden="true" className="size-5" />
          No estimates yet.
          {roleAllows(scope.role, "estimate.write") && (
            <Link href="/estimate/add" className={linkClassName}>
              Start an estimate
              <ArrowRightIcon aria-hidden="true" className="size-4" />
            </Link>
          )}
        </CardContent>
      </Card>
    );
  }
  const largest = Math.max(1, ...data.byStatus.map((s) => s.totalCents));
  return (
    <section aria-label="Estimates" className="grid gap-4" data-testid="estimate-cards">
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="gap-3">
          <CardHeader>
            <CardDescription>Active estimates</CardDescription>
            <CardTitle className="text-3xl tabular-nums" data-testid="active-estimates">
              {data.active.toLocaleString("en-US")}
            </CardTitle>
            <CardAction>
              <Link href="/estimate?status=draft&status=in_review" className={linkClassName}>
                Open
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </Link>
            </CardAction>
          </CardHeader>
          <CardContent className="text-muted-foreground text-sm">
            Drafts and estimates in review · {data.total.toLocaleString("en-US")} in all
          </CardContent>
        </Card>
        <Card className="gap-4 lg:col-span-2">
          <CardHeader>
            <CardTitle>Total value by status</CardTitle>
            <CardDescription>Grand totals, markups included</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2.5" data-testid="estimate-value-by-status">
              {data.byStatus.map((s) => (
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
                        width: `${s.totalCents > 0 ? Math.max(2, (s.totalCents / largest) * 100) : 0}%`,
                      }}
                    />
                  </span>
                  <span className="text-right font-medium tabular-nums" data-status={s.status}>
                    {formatTotal(s.totalCents)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Recently edited estimates</CardTitle>
          <CardDescription>Last changed by anyone in the company</CardDescription>
          <CardAction>
            <Link href="/estimate" className={linkClassName}>
              All estimates
              <ArrowRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </CardAction>
        </CardHeader>
        <CardContent>
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
                    {[e.number, `edited ${formatUpdated(e.updatedAt)}`, e.updatedByName]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <StatusBadge status={e.status} />
                <span className="tabular-nums sm:w-32 sm:text-right">{formatTotal(e.grandTotalCents)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}

export function EstimateCardsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading estimates">
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32 lg:col-span-2" />
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}
