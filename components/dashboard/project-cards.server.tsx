import { ArrowRightIcon, DatabaseIcon } from "lucide-react";
import Link from "next/link";
import { formatCpg, formatIsoDate, formatTotal, stageLabel } from "@/components/project/format";
import { ProjectMap } from "@/components/project/map/project-map";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { env } from "@/lib/env";
import { getProjectDashboard } from "@/lib/server/project/dashboard";
import type { Scope } from "@/lib/server/scope";
import { MedianCpgChart } from "./median-cpg-chart";

const linkClassName =
  "inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** The project database on the dashboard: counts, median $/GSF by building type, the map, recent records. */
export async function ProjectCards({ scope }: { scope: Scope }) {
  const data = await getProjectDashboard(scope);
  if (data.recordCount === 0) {
    return (
      <Card className="gap-3" data-testid="project-cards-empty">
        <CardHeader>
          <CardTitle>Project database</CardTitle>
          <CardDescription>Past projects and their costs, normalised to compare fairly.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3 text-muted-foreground text-sm">
          <DatabaseIcon aria-hidden="true" className="size-5" />
          {data.projectCount === 0
            ? "No projects yet."
            : `${data.projectCount} projects, no cost records yet.`}
          <Link href="/project" className={linkClassName}>
            Open the project database
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        </CardContent>
      </Card>
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
          <Card key={figure.title} className="gap-3">
            <CardHeader>
              <CardDescription>{figure.title}</CardDescription>
              <CardTitle className="text-3xl tabular-nums">{figure.value.toLocaleString("en-US")}</CardTitle>
              <CardAction>
                <Link href="/project" className={linkClassName}>
                  Browse
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              </CardAction>
            </CardHeader>
            <CardContent className="text-muted-foreground text-sm">{figure.hint}</CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="min-w-0 gap-4 lg:col-span-3">
          <CardHeader>
            <CardTitle>Projects on the map</CardTitle>
            <CardDescription>Each marker opens its record; clusters zoom in.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProjectMap points={data.points} googleMapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null} />
          </CardContent>
        </Card>
        <Card className="min-w-0 gap-4 lg:col-span-2">
          <CardHeader>
            <CardTitle>Median $/GSF by building type</CardTitle>
            <CardDescription>As recorded, not normalised · record count in brackets</CardDescription>
          </CardHeader>
          <CardContent>
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
          </CardContent>
        </Card>
      </div>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Recent records</CardTitle>
          <CardDescription>Last changed in the project database</CardDescription>
          <CardAction>
            <Link href="/project?sort=-updated_at" className={linkClassName}>
              All records
              <ArrowRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </CardAction>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>
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
