// "Similar to this estimate": the company's records of the same building type, within half to twice its GSF
// and in its Census region, closest in size first. A criterion the estimate cannot give (no type, no GSF, no
// state) is left out rather than matching nothing.
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { SimilarRecordsDto, SimilarRecordsQuery } from "@/lib/contract/comparison";
import { censusRegion, sizeBand } from "@/lib/domain/comparison/regions";
import { gsfOf, readEstimate } from "../estimate/core";
import { loadBuildingTypes } from "../project/context";
import type { Scope } from "../scope";

const { projectRecords: r } = schema;

export async function similarRecords(scope: Scope, query: SimilarRecordsQuery): Promise<SimilarRecordsDto> {
  const [estimate, types] = await Promise.all([
    readEstimate(db(), scope, query.estimate_uid),
    loadBuildingTypes(scope),
  ]);
  const gsf = gsfOf(estimate);
  const band = sizeBand(gsf);
  const region = censusRegion(estimate.state);
  const rows = await db()
    .select({
      uid: r.uid,
      projectName: r.projectName,
      buildingTypeUid: r.buildingTypeUid,
      stage: r.stage,
      costBasisDate: r.costBasisDate,
      state: r.state,
      metro: r.metro,
      gsf: r.gsf,
      totalCents: r.totalCents,
      costPerGsfCents: r.costPerGsfCents,
    })
    .from(r)
    .where(
      and(
        eq(r.companyUid, scope.company.uid),
        estimate.buildingTypeUid ? eq(r.buildingTypeUid, estimate.buildingTypeUid) : undefined,
        band ? and(gte(r.gsf, band.from), lte(r.gsf, band.to)) : undefined,
        region ? inArray(r.state, [...region.states]) : undefined,
      ),
    )
    .orderBy(gsf ? sql`abs(${r.gsf} - ${gsf}) asc nulls last` : asc(r.uid), desc(r.costBasisDate), asc(r.uid))
    .limit(query.limit);
  const label = (uid: string | null) => (uid ? (types.get(uid)?.label ?? null) : null);
  return {
    estimate: {
      uid: estimate.uid,
      name: estimate.name,
      building_type_uid: estimate.buildingTypeUid,
      building_type_name: estimate.buildingTypeName ?? null,
      gsf,
      state: estimate.state,
      metro: estimate.metro,
    },
    criteria: {
      building_type_uid: estimate.buildingTypeUid,
      gsf_from: band?.from ?? null,
      gsf_to: band?.to ?? null,
      region: region?.name ?? null,
      states: region ? [...region.states] : [],
    },
    records: rows.map((x) => ({
      uid: x.uid,
      project_name: x.projectName,
      building_type_name: label(x.buildingTypeUid),
      stage: x.stage,
      cost_basis_date: x.costBasisDate,
      state: x.state,
      metro: x.metro,
      gsf: x.gsf === null ? null : Number(x.gsf),
      total_cents: Number(x.totalCents),
      cost_per_gsf_cents: x.costPerGsfCents === null ? null : Number(x.costPerGsfCents),
    })),
  };
}
