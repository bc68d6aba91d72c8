import { DatabaseIcon } from "lucide-react";
import Link from "next/link";
import { ArrowLink, FigureCard, TitledCard } from "@/components/dashboard/card-parts";
import { formatCpg, formatIsoDate, formatTotal, stageLabel } from "@/components/project/format";
import { ProjectMap } from "@/components/project/map/project-map";
import { Skeleton } from "@/components/ui/skeleton";
import { env } from "@/lib/env";
import { getProjectDashboard } from "@/lib/server/project/dashboard";
import type { Scope } from "@/lib/server/scope";
import { MedianCpgChart } from "./median-cpg-chart";

// The map asks for its viewport's clusters once the page is up; one constant keeps its query key stable.
const allRecords = {};

/** The project database on the dashboard: counts, median $/GSF by building type, the map, recent records. */
export async function ProjectCards({ scope }: { scope: Scope }) {
  const data = await getProjectDashboard(scope);
  if (data.recordCount === 0) {
    return (
      <TitledCard
        title="Project database"
        description="Past projects and their costs, normalised to compare fairly."
        className="gap-3"
        contentClassName="flex flex-wrap items-center gap-3 text-muted-foreground text-sm"
        testId="project-cards-empty"
      >
        <DatabaseIcon aria-hidden="true" className="size-5" />
        {data.projectCount === 0 ? "No projects yet." : `${data.projectCount} projects, no cost records yet.`}
        <ArrowLink href="/project">Open the project database</ArrowLink>
      </TitledCard>
    );
  }
  const figures = [
    { title: "Projects", value: data.projectCount, hint: "Jobs in the project database" },
    {
      title: "Cost records",
      value: data.recordCount,
      hint: "Dated cost snapshots: estimates, bids, GMPs, finals",
    },
  ];
  return (
    <section aria-label="Project database" className="grid gap-4" data-testid="project-cards">
      <div className="grid gap-4 sm:grid-cols-2">
        {figures.map((figure) => (
          <FigureCard
            key={figure.title}
            label={figure.title}
            value={figure.value}
            action={<ArrowLink href="/project">Browse</ArrowLink>}
          >
            {figure.hint}
          </FigureCard>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <TitledCard
          title="Projects on the map"
          description="Each marker opens its record; clusters zoom in."
          className="min-w-0 gap-4 lg:col-span-3"
        >
          <ProjectMap
            companyUid={scope.company.uid}
            filters={allRecords}
            googleMapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null}
          />
        </TitledCard>
        <TitledCard
          title="Median $/GSF by building type"
          description="As recorded, not normalised · record count in brackets"
          className="min-w-0 gap-4 lg:col-span-2"
        >
          {data.byBuildingType.length === 0 ? (
            <p className="text-muted-foreground text-sm">No records with a GSF yet.</p>
          ) : (
            <MedianCpgChart
              bars={data.byBuildingType.map((t) => ({
                key: t.uid ?? "none",
                name: t.name,
                count: t.count,
                medianCpgCents: t.medianCpgCents,
                p25CpgCents: t.p25CpgCents,
                p75CpgCents: t.p75CpgCents,
              }))}
            />
          )}
        </TitledCard>
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
                  {r.projectName}
                </Link>
                <p className="text-muted-foreground text-xs">
                  {[r.city, r.state].filter(Boolean).join(", ") || "No location"} · {stageLabel(r.stage)} ·{" "}
                  {formatIsoDate(r.costBasisDate)}
                </p>
              </div>
              <span className="tabular-nums sm:text-right">{formatTotal(r.totalCents)}</span>
              <span className="text-muted-foreground tabular-nums sm:w-28 sm:text-right">
                {formatCpg(r.costPerGsfCents)}/GSF
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
