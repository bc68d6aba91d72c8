import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { cache } from "react";
import { db, schema } from "@/db";
import type { DashboardDto } from "@/lib/contract/dashboard";
import { getBidDashboard } from "./bids/dashboard";
import { recentActivity } from "./dashboard/activity";
import { versionedCache } from "./dashboard/cache";
import { type CategoryTrend, monthlyMedians } from "./dashboard/trend";
import { readDataVersion } from "./dashboard/version";
import { getEstimateDashboard } from "./estimate/dashboard";
import { estimatesVisible } from "./estimate/page-gate";
import { getProjectDashboard } from "./project/dashboard";
import type { Scope } from "./scope";

// The dashboard's figures (GET /api/v1/dashboard and the /dashboard page), all from the scope's company. They
// are computed in one go (the groups' statements run side by side) and kept per company and data version: a
// read costs the version's one round trip until a write moves it (dashboard/version.ts).

const figures = versionedCache<DashboardDto>("dashboard", {
  freshMs: 15_000,
  maxAgeMs: 10 * 60_000,
  max: 500,
});

/** The figures for the scope's company; one computation per request (React cache) and per data version. */
export const getDashboard = cache(async (scope: Scope): Promise<DashboardDto> => {
  const withEstimates = estimatesVisible(scope);
  const version = await readDataVersion(scope);
  return figures(`${scope.company.uid} ${withEstimates ? "e" : "-"}`, version, () =>
    computeDashboard(scope, withEstimates, version),
  );
});

async function computeDashboard(
  scope: Scope,
  withEstimates: boolean,
  version: string,
): Promise<DashboardDto> {
  const companyUid = scope.company.uid;
  const [team, projects, trends, estimates, bids, activity] = await Promise.all([
    teamFigures(companyUid),
    getProjectDashboard(scope),
    monthlyMedians(companyUid),
    withEstimates ? getEstimateDashboard(scope) : null,
    withEstimates ? getBidDashboard(companyUid) : null,
    recentActivity(companyUid, { limit: 8, estimates: withEstimates }),
  ]);
  return {
    team,
    projects: {
      project_count: projects.projectCount,
      record_count: projects.recordCount,
      by_building_type: projects.byBuildingType.map((t) => ({
        uid: t.uid,
        name: t.name,
        count: t.count,
        median_cpg_cents: t.medianCpgCents,
        p25_cpg_cents: t.p25CpgCents,
        p75_cpg_cents: t.p75CpgCents,
        trend: trends.get(t.uid ?? "none")?.points ?? [],
        last_12_months: lastYear(trends.get(t.uid ?? "none")),
      })),
      recent: projects.recent.map((r) => ({
        uid: r.uid,
        project_name: r.projectName,
        city: r.city,
        state: r.state,
        stage: r.stage,
        cost_basis_date: r.costBasisDate,
        total_cents: r.totalCents,
        cost_per_gsf_cents: r.costPerGsfCents,
        updated_at: r.updatedAt,
      })),
    },
    estimates: estimates && {
      active: estimates.active,
      total: estimates.total,
      pipeline_cents: estimates.pipelineCents,
      by_status: estimates.byStatus.map((s) => ({
        status: s.status,
        count: s.count,
        total_cents: s.totalCents,
      })),
      recent: estimates.recent.map((e) => ({
        uid: e.uid,
        name: e.name,
        number: e.number,
        status: e.status,
        grand_total_cents: e.grandTotalCents,
        updated_at: e.updatedAt,
        updated_by_name: e.updatedByName,
      })),
    },
    bids,
    activity,
    version,
    computed_at: new Date().toISOString(),
  };
}

function lastYear(trend: CategoryTrend | undefined) {
  return trend && trend.count > 0 ? { count: trend.count, median_cpg_cents: trend.median_cpg_cents } : null;
}

/** Members as the users screen counts them (lib/domain/user-status.ts) and sessions seen in 15 minutes. */
async function teamFigures(companyUid: string): Promise<DashboardDto["team"]> {
  const { users, sessions } = schema;
  const [[members], [online]] = await Promise.all([
    db()
      .select({
        active:
          sql<number>`count(*) filter (where ${users.deactivatedAt} is null and ${users.activatedAt} is not null)`.mapWith(
            Number,
          ),
        pending:
          sql<number>`count(*) filter (where ${users.deactivatedAt} is null and ${users.activatedAt} is null)`.mapWith(
            Number,
          ),
        deactivated: sql<number>`count(*) filter (where ${users.deactivatedAt} is not null)`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.companyUid, companyUid)),
    db()
      .select({ n: count() })
      .from(sessions)
      .innerJoin(users, eq(users.uid, sessions.userUid))
      .where(
        and(eq(users.companyUid, companyUid), gt(sessions.lastSeenAt, new Date(Date.now() - 15 * 60_000))),
      ),
  ]);
  return {
    members: members?.active ?? 0,
    pending: members?.pending ?? 0,
    deactivated: members?.deactivated ?? 0,
    signed_in_recently: online?.n ?? 0,
  };
}
