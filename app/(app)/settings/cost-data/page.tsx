import type { Metadata } from "next";
import { CostDataSettings } from "@/components/reference/cost-data-settings";
import { roleAllows } from "@/lib/domain/roles";
import { getPageScope } from "@/lib/server/page-scope";
import { listBuildingTypes } from "@/lib/server/reference/building-types";
import { listCostCodes } from "@/lib/server/reference/cost-codes";
import { getCostIndex, listCostIndexes } from "@/lib/server/reference/cost-index";
import { listEscalationRates } from "@/lib/server/reference/escalation-rates";
import { listLocationIndexes } from "@/lib/server/reference/location-index";

export const metadata: Metadata = { title: "Cost data" };

// Every role reads the company's reference data; only admins see the editing controls (the API enforces it).
export default async function CostDataSettingsPage() {
  const scope = await getPageScope();
  const [costCodes, buildingTypes, costIndexes, locations, rates] = await Promise.all([
    listCostCodes(scope, { limit: 1000, count: true }),
    listBuildingTypes(scope),
    listCostIndexes(scope),
    listLocationIndexes(scope),
    listEscalationRates(scope),
  ]);
  const firstUid = costIndexes.query[0];
  const firstSeries = firstUid ? await getCostIndex(scope, firstUid) : null;
  return (
    <CostDataSettings
      companyUid={scope.company.uid}
      canEdit={roleAllows(scope.role, "reference.write")}
      thisYear={new Date().getUTCFullYear()}
      initial={{ costCodes, buildingTypes, costIndexes, firstSeries, locations, rates }}
    />
  );
}
