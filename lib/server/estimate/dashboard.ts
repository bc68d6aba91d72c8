// The dashboard's estimate cards: active estimates, total value by status, recently edited.
// Two small aggregate queries over the company's estimates; totals are the stored grand totals in cents.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { type EstimateStatus, estimateStatuses } from "@/lib/contract/estimate";
import type { Scope } from "../scope";

const { estimates, users } = schema;

export interface EstimateDashboard {
  /** Drafts and estimates in review: the work in progress. */
  active: number;
  total: number;
  /** Grand totals of the active estimates. */
  pipelineCents: number;
  byStatus: { status: EstimateStatus; count: number; totalCents: number }[];
  recent: {
    uid: string;
    name: string;
    number: string | null;
    status: EstimateStatus;
    grandTotalCents: number;
    updatedAt: string;
    updatedByName: string | null;
  }[];
}

export const activeStatuses: readonly EstimateStatus[] = ["draft", "in_review"];

export async function getEstimateDashboard(scope: Scope, recentLimit = 5): Promise<EstimateDashboard> {
  const companyUid = scope.company.uid;
  // Templates are estimates of kind "template": never counted here.
  const ofCompany = and(eq(estimates.companyUid, companyUid), eq(estimates.kind, "estimate"));
  const [groups, recent] = await Promise.all([
    db()
      .select({
        status: estimates.status,
        n: count(),
        cents: sql<string>`coalesce(sum(${estimates.grandTotalCents}), 0)`,
      })
      .from(estimates)
      .where(ofCompany)
      .groupBy(estimates.status),
    db()
      .select({
        uid: estimates.uid,
        name: estimates.name,
        number: estimates.number,
        status: estimates.status,
        grandTotalCents: estimates.grandTotalCents,
        updatedAt: estimates.updatedAt,
        updatedByName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      })
      .from(estimates)
      .leftJoin(users, eq(users.uid, estimates.updatedBy))
      .where(ofCompany)
      .orderBy(desc(estimates.updatedAt), desc(estimates.uid))
      .limit(recentLimit),
  ]);
  const byStatus = estimateStatuses.map((status) => {
    const g = groups.find((row) => row.status === status);
    // sum() of bigint is numeric: the drivers answer a string; cents stay exact below 2^53.
    return { status, count: Number(g?.n ?? 0), totalCents: Number(g?.cents ?? 0) };
  });
  return {
    active: byStatus.filter((s) => activeStatuses.includes(s.status)).reduce((a, s) => a + s.count, 0),
    total: byStatus.reduce((a, s) => a + s.count, 0),
    pipelineCents: byStatus
      .filter((s) => activeStatuses.includes(s.status))
      .reduce((a, s) => a + s.totalCents, 0),
    byStatus,
    recent: recent.map((r) => ({
      ...r,
      status: r.status as EstimateStatus,
      grandTotalCents: Number(r.grandTotalCents),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
