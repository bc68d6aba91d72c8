import { BidFigureCards } from "@/components/dashboard/bid-cards";
import { ArrowLink, FigureCard } from "@/components/dashboard/card-parts";
import { formatTotal } from "@/components/project/format";
import type { DashboardDto } from "@/lib/contract/dashboard";

// The figures an estimating lead reads first, each linking to the list it counts; bids out and due this week
// with estimates (bid packages live in them).

export const activeEstimatesHref = "/estimate?status=draft&status=in_review";

export function KpiCards({ data, canManageUsers }: { data: DashboardDto; canManageUsers: boolean }) {
  const { projects, estimates, team, bids } = data;
  return (
    <section
      aria-label="Key figures"
      className={`grid gap-4 sm:grid-cols-2 ${estimates && !bids ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}
      data-testid="kpi-cards"
    >
      <FigureCard
        label="Cost records"
        value={projects.record_count}
        valueTestId="kpi-records"
        action={<ArrowLink href="/project">Browse</ArrowLink>}
      >
        Dated cost snapshots in the project database
      </FigureCard>
      <FigureCard
        label="Projects"
        value={projects.project_count}
        valueTestId="kpi-projects"
        action={<ArrowLink href="/project?sort=-updated_at">Browse</ArrowLink>}
      >
        Jobs the records belong to
      </FigureCard>
      {estimates && (
        <FigureCard
          label="Active estimates"
          value={estimates.active}
          valueTestId="kpi-active-estimates"
          action={<ArrowLink href={activeEstimatesHref}>Open</ArrowLink>}
        >
          Pipeline{" "}
          <span className="font-medium text-foreground tabular-nums">
            {formatTotal(estimates.pipeline_cents)}
          </span>{" "}
          in drafts and reviews
        </FigureCard>
      )}
      {bids && <BidFigureCards bids={bids} />}
      <FigureCard
        label="Team members"
        value={team.members}
        valueTestId="kpi-members"
        action={canManageUsers ? <ArrowLink href="/settings/users">Manage</ArrowLink> : null}
      >
        {[
          team.pending > 0 ? `${team.pending} invited` : null,
          `${team.signed_in_recently} signed in the last 15 min`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </FigureCard>
    </section>
  );
}
