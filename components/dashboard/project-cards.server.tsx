import { DatabaseIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowLink, TitledCard } from "@/components/dashboard/card-parts";
import { formatCpg, formatIsoDate, formatTotal, stageLabel } from "@/components/project/format";
import { ProjectMap } from "@/components/project/map/project-map";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardDto } from "@/lib/contract/dashboard";
import { env } from "@/lib/env";
import { CpgTrendCard } from "./cpg-trend-card";
import { MedianCpgChart } from "./median-cpg-chart";

// The map asks for its viewport's clusters once the page is up; one constant keeps its query key stable.
const allRecords = {};

type Props = { companyUid: string; data: DashboardDto["projects"]; now: Date; activity: ReactNode };

/** The project database on the dashboard: $/GSF by building type and its trend, the map, recent records. */
export function ProjectCards({ companyUid, data, now, activity }: Props) {
  if (data.record_count === 0) {
    return (
      <div className="grid gap-4 lg:grid-cols-5">
        <TitledCard
          title="Project database"
          description="Past projects and their costs, normalised to compare fairly."
          className="gap-3 lg:col-span-3"
          contentClassName="flex flex-wrap items-center gap-3 text-muted-foreground text-sm"
          testId="project-cards-empty"
        >
          <DatabaseIcon aria-hidden="true" className="size-5" />
          {data.project_count === 0
            ? "No projects yet."
            : `${data.project_count} projects, no cost records yet.`}
          <ArrowLink href="/project">Open the project database</ArrowLink>
        </TitledCard>
        <div className="min-w-0 lg:col-span-2">{activity}</div>
      </div>
    );
  }
  const types = data.by_building_type;
  return (
    <section aria-label="Project database" className="grid gap-4" data-testid="project-cards">
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard
          title="Median $/GSF by building type"
          description="As recorded, not normalised · record count in brackets"
          action={<ArrowLink href="/project?sort=-cost_per_gsf">Records</ArrowLink>}
          className="min-w-0 gap-4"
        >
          {types.length === 0 ? (
            <p className="text-muted-foreground text-sm">No records with a GSF yet.</p>
          ) : (
            <MedianCpgChart
              bars={types.map((t) => ({
                key: t.uid ?? "none",
                name: t.name,
                href: t.uid ? `/project?building_type=${t.uid}` : null,
                count: t.count,
                medianCpgCents: t.median_cpg_cents,
                p25CpgCents: t.p25_cpg_cents,
                p75CpgCents: t.p75_cpg_cents,
              }))}
            />
          )}
        </TitledCard>
        <CpgTrendCard types={types} now={now} />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <TitledCard
          title="Projects on the map"
          description="Each marker opens its record; clusters zoom in."
          action={<ArrowLink href="/project">All records</ArrowLink>}
          className="min-w-0 gap-4 lg:col-span-3"
        >
          <ProjectMap
            companyUid={companyUid}
            filters={allRecords}
            googleMapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null}
          />
        </TitledCard>
        <div className="min-w-0 lg:col-span-2">{activity}</div>
      </div>
      <TitledCard
        title="Recent records"
        description="Last changed in the project database"
        action={<ArrowLink href="/project?sort=-updated_at">All records</ArrowLink>}
        className="gap-4"
      >
        <ul className="grid divide-y" data-testid="recent-records">
          {data.recent.map((r) => (
            <li
              key={r.uid}
              className="grid gap-x-4 gap-y-0.5 py-2.5 text-sm first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto_auto]"
            >
              <div className="min-w-0">
                <Link href={`/project-record/${r.uid}`} className="font-medium hover:underline">
                  {r.project_name}
                </Link>
                <p className="text-muted-foreground text-xs">
                  {[r.city, r.state].filter(Boolean).join(", ") || "No location"} · {stageLabel(r.stage)} ·{" "}
                  {formatIsoDate(r.cost_basis_date)}
                </p>
              </div>
              <span className="tabular-nums sm:text-right">{formatTotal(r.total_cents)}</span>
              <span className="text-muted-foreground tabular-nums sm:w-28 sm:text-right">
                {formatCpg(r.cost_per_gsf_cents)}/GSF
              </span>
            </li>
          ))}
        </ul>
      </TitledCard>
    </section>
  );
}
export function ProjectCardsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the project database">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-80 lg:col-span-3" />
        <Skeleton className="h-80 lg:col-span-2" />
      </div>
    </div>
  );
}
