import type { Metadata } from "next";
import { Suspense } from "react";
import { ProjectImportExport } from "@/components/project/import/project-import-export";
import type { CheckOption } from "@/components/project/list/check-picker";
import { ProjectListPage } from "@/components/project/list/project-list-page";
import { Skeleton } from "@/components/ui/skeleton";
import { roleAllows } from "@/lib/domain/roles";
import { env } from "@/lib/env";
import { getPageScope } from "@/lib/server/page-scope";
import { listBuildingTypes } from "@/lib/server/reference/building-types";
import { listLocationIndexes } from "@/lib/server/reference/location-index";

export const metadata: Metadata = { title: "Project Database" };

// The list itself loads in the browser from /api/v1/project-record with the URL's filters; the server
// supplies the company's pickers (building types, states, metros) so they paint with the page.
export default async function ProjectDatabasePage() {
  const scope = await getPageScope();
  const [types, locations] = await Promise.all([listBuildingTypes(scope), listLocationIndexes(scope)]);
  const allTypes = types.query.map((uid) => types.content[uid]!).filter(Boolean);
  const buildingTypes: CheckOption[] = allTypes
    .filter((t) => t.level === 1)
    .flatMap((category) => [
      { value: category.uid, label: category.name },
      ...allTypes
        .filter((t) => t.parent_uid === category.uid)
        .map((t) => ({ value: t.uid, label: t.name, parent: category.uid, keywords: category.name })),
    ]);
  const allLocations = locations.list.query.map((uid) => locations.list.content[uid]!).filter(Boolean);
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const states = allLocations
    .filter((l) => l.kind === "state")
    .map((l) => ({ value: l.key.toUpperCase(), label: l.label, keywords: l.key }))
    .sort(byLabel);
  const metros = allLocations
    .filter((l) => l.kind === "metro")
    .map((l) => ({ value: l.key, label: l.label }))
    .sort(byLabel);
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <ProjectListPage
        companyUid={scope.company.uid}
        canEdit={roleAllows(scope.role, "project.write")}
        toolbar={
          <ProjectImportExport
            companyUid={scope.company.uid}
            canImport={roleAllows(scope.role, "project.write")}
          />
        }
        options={{ buildingTypes, states, metros }}
        locations={allLocations.map((l) => ({ key: l.key, label: l.label, kind: l.kind })).sort(byLabel)}
        googleMapsApiKey={env().GOOGLE_MAPS_API_KEY ?? null}
      />
    </Suspense>
  );
}
