"use client";

import { preloadedModule } from "@/components/layout/deferred";
import { Preloaded } from "@/components/layout/preloaded";
import { SectionHeader } from "@/components/settings/section-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { VersionedList } from "@/lib/client/reference";
import type { Collection } from "@/lib/client/settings";
import type {
  BuildingTypeDto,
  CostCodeDto,
  CostIndexDto,
  CostIndexSummaryDto,
  EscalationRateDto,
  LocationIndexDto,
} from "@/lib/contract/reference";
import { CostCodesPanel } from "./cost-codes-panel";

// Only the cost codes show at first; the other five panels are one chunk, downloading from page load (so a
// tab opened later rarely waits) but not part of the page's first load.
const panels = preloadedModule(() => import("./cost-data-panels"));
const panelSkeleton = <Skeleton className="h-64 w-full" />;

export type CostDataInitial = {
  costCodes: Collection<CostCodeDto>;
  buildingTypes: Collection<BuildingTypeDto>;
  costIndexes: Collection<CostIndexSummaryDto>;
  firstSeries: CostIndexDto | null;
  locations: VersionedList<LocationIndexDto>;
  rates: VersionedList<EscalationRateDto>;
};

type Props = { companyUid: string; canEdit: boolean; thisYear: number; initial: CostDataInitial };

const tabs = [
  ["cost-codes", "Cost codes"],
  ["building-types", "Building types"],
  ["units", "Units"],
  ["cost-index", "Cost index"],
  ["locations", "Locations"],
  ["escalation", "Escalation"],
] as const;

/** Settings › Cost data: the reference lists every estimate and project record is normalised with. */
export function CostDataSettings({ companyUid, canEdit, thisYear, initial }: Props) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Cost data"
        description={
          canEdit
            ? "Cost codes, building types, units, cost indexes, location indexes and escalation rates your company works with."
            : "The cost codes, building types, units and indexes your company works with. Admins can change them."
        }
      />
      <Tabs defaultValue="cost-codes" className="min-w-0 gap-4">
        <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <TabsList className="w-max">
            {tabs.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="flex-none px-3">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="cost-codes">
          <CostCodesPanel companyUid={companyUid} canEdit={canEdit} initial={initial.costCodes} />
        </TabsContent>
        <TabsContent value="building-types">
          <Preloaded module={panels} fallback={panelSkeleton}>
            {({ BuildingTypesPanel }) => (
              <BuildingTypesPanel companyUid={companyUid} canEdit={canEdit} initial={initial.buildingTypes} />
            )}
          </Preloaded>
        </TabsContent>
        <TabsContent value="units">
          <Preloaded module={panels} fallback={panelSkeleton}>
            {({ UnitsPanel }) => <UnitsPanel companyUid={companyUid} canEdit={canEdit} />}
          </Preloaded>
        </TabsContent>
        <TabsContent value="cost-index">
          <Preloaded module={panels} fallback={panelSkeleton}>
            {({ CostIndexPanel }) => (
              <CostIndexPanel
                companyUid={companyUid}
                canEdit={canEdit}
                initial={initial.costIndexes}
                initialSeries={initial.firstSeries}
              />
            )}
          </Preloaded>
        </TabsContent>
        <TabsContent value="locations">
          <Preloaded module={panels} fallback={panelSkeleton}>
            {({ LocationPanel }) => (
              <LocationPanel companyUid={companyUid} canEdit={canEdit} initial={initial.locations} />
            )}
          </Preloaded>
        </TabsContent>
        <TabsContent value="escalation">
          <Preloaded module={panels} fallback={panelSkeleton}>
            {({ EscalationPanel }) => (
              <EscalationPanel
                companyUid={companyUid}
                canEdit={canEdit}
                initial={initial.rates}
                costIndexes={initial.costIndexes}
                thisYear={thisYear}
              />
            )}
          </Preloaded>
        </TabsContent>
      </Tabs>
    </div>
  );
}
