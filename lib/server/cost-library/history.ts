// GET /cost-history: what the company's past estimates (unit-cost lines) and project records ($/GSF of the
// code) paid for a cost code, each moved to the estimate's date and place with the project database's
// factors, and summarised per unit with its statistics code (lib/domain/project/stats.ts).
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type {
  CostHistoryDto,
  CostHistoryGroupDto,
  CostHistoryQuery,
  CostHistorySourceDto,
} from "@/lib/contract/cost-history";
import { roundUnitCents } from "@/lib/domain/cost-library/normalised-price";
import { recordFactors } from "@/lib/domain/project/normalise";
import { quartilesCents } from "@/lib/domain/project/stats";
import type { Scope } from "../scope";
import { estimateTargets, type PriceTargets } from "./targets";

const { estimates, estimateLines, projectRecords, recordCosts } = schema;
const MAX_SOURCES = 5_000;

type Found = Omit<CostHistorySourceDto, "normalised_cents" | "factor_label" | "warning"> & {
  unit: string;
  metro: string | null;
  state: string | null;
};

async function estimateSources(scope: Scope, code: string, except: string | undefined): Promise<Found[]> {
  const rows = await db()
    .select({
      uid: estimates.uid,
      name: estimates.name,
      date: sql<string>`coalesce(${estimates.pricingDate}, ${estimates.createdAt}::date)::text`,
      metro: estimates.metro,
      state: estimates.state,
      description: estimateLines.description,
      unit: estimateLines.unit,
      cents: estimateLines.unitCostCents,
    })
    .from(estimateLines)
    .innerJoin(estimates, eq(estimates.uid, estimateLines.estimateUid))
    .where(
      and(
        eq(estimateLines.companyUid, scope.company.uid),
        eq(estimates.companyUid, scope.company.uid),
        eq(estimateLines.costCode, code),
        isNotNull(estimateLines.unitCostCents),
        isNull(estimateLines.lumpSumCents),
        eq(estimates.kind, "estimate"),
        except ? ne(estimates.uid, except) : undefined,
      ),
    )
    .orderBy(desc(estimates.updatedAt))
    .limit(MAX_SOURCES);
  return rows.map((r) => ({
    kind: "estimate" as const,
    uid: r.uid,
    name: r.name,
    date: r.date,
    location: r.metro ?? r.state,
    metro: r.metro,
    state: r.state,
    description: r.description,
    unit: r.unit?.trim().toUpperCase() || "—",
    unit_cost_cents: Number(r.cents),
  }));
}

async function recordSources(scope: Scope, code: string): Promise<Found[]> {
  const rows = await db()
    .select({
      uid: projectRecords.uid,
      name: projectRecords.projectName,
      stage: projectRecords.stage,
      date: projectRecords.costBasisDate,
      metro: projectRecords.metro,
      state: projectRecords.state,
      description: recordCosts.description,
      perGsf: sql<number>`${recordCosts.amountCents}::float8 / ${projectRecords.gsf}::float8`,
    })
    .from(recordCosts)
    .innerJoin(projectRecords, eq(projectRecords.uid, recordCosts.recordUid))
    .where(
      and(
        eq(recordCosts.companyUid, scope.company.uid),
        eq(projectRecords.companyUid, scope.company.uid),
        eq(recordCosts.costCode, code),
        gt(projectRecords.gsf, 0),
        // A published estimate's record repeats the estimate's own lines.
        ne(projectRecords.stage, "estimate"),
      ),
    )
    .orderBy(desc(projectRecords.costBasisDate))
    .limit(MAX_SOURCES);
  return rows.map((r) => ({
    kind: "record" as const,
    uid: r.uid,
    name: `${r.name} (${r.stage})`,
    date: r.date,
    location: r.metro ?? r.state,
    metro: r.metro,
    state: r.state,
    description: r.description,
    unit: "GSF",
    unit_cost_cents: roundUnitCents(Number(r.perGsf)),
  }));
}

function normalised(found: Found, targets: PriceTargets | null): CostHistorySourceDto {
  const { unit: _u, metro, state, ...rest } = found;
  if (!targets) return { ...rest, normalised_cents: found.unit_cost_cents, factor_label: "", warning: null };
  const f = recordFactors(
    { cost_basis_date: found.date ?? "", metro, state },
    targets.target,
    targets.series,
    targets.table,
  );
  return {
    ...rest,
    normalised_cents: f.warning ? null : roundUnitCents(found.unit_cost_cents * f.factor),
    factor_label: f.label,
    warning: f.warning ?? null,
  };
}

export async function costHistory(scope: Scope, query: CostHistoryQuery): Promise<CostHistoryDto> {
  const code = query.cost_code;
  const [targets, lines, records] = await Promise.all([
    query.estimate_uid ? estimateTargets(scope, query.estimate_uid) : null,
    estimateSources(scope, code, query.estimate_uid),
    recordSources(scope, code),
  ]);
  const byUnit = new Map<string, CostHistorySourceDto[]>();
  for (const found of [...lines, ...records]) {
    const list = byUnit.get(found.unit) ?? [];
    list.push(normalised(found, targets));
    byUnit.set(found.unit, list);
  }
  const groups: CostHistoryGroupDto[] = [...byUnit.entries()].map(([unit, sources]) => {
    const values = sources.flatMap((s) => (s.normalised_cents === null ? [] : [s.normalised_cents]));
    const q = quartilesCents(values);
    return {
      unit,
      n: sources.length,
      normalised_n: values.length,
      median_cents: q.median,
      p25_cents: q.p25,
      p75_cents: q.p75,
      sources: sources.slice(0, query.limit),
    };
  });
  groups.sort((a, b) => b.n - a.n || a.unit.localeCompare(b.unit));
  return {
    cost_code: code,
    target: targets?.label ?? "as priced",
    percentile_method: "Linear between closest ranks (PostgreSQL percentile_cont), whole cents",
    groups,
  };
}
