"use client";

import { SectionHeader } from "@/components/settings/section-header";
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
import { BuildingTypesPanel } from "./building-types-panel";
import { CostCodesPanel } from "./cost-codes-panel";
import { CostIndexPanel } from "./cost-index-panel";
import { EscalationPanel } from "./escalation-panel";
import { LocationPanel } from "./location-panel";
import { UnitsPanel } from "./units-panel";

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
          <BuildingTypesPanel companyUid={companyUid} canEdit={canEdit} initial={initial.buildingTypes} />
        </TabsContent>
        <TabsContent value="units">
          <UnitsPanel companyUid={companyUid} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="cost-index">
          <CostIndexPanel
            companyUid={companyUid}
            canEdit={canEdit}
            initial={initial.costIndexes}
            initialSeries={initial.firstSeries}
          />
        </TabsContent>
        <TabsContent value="locations">
          <LocationPanel companyUid={companyUid} canEdit={canEdit} initial={initial.locations} />
        </TabsContent>
        <TabsContent value="escalation">
          <EscalationPanel
            companyUid={companyUid}
            canEdit={canEdit}
            initial={initial.rates}
            costIndexes={initial.costIndexes}
            thisYear={thisYear}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
