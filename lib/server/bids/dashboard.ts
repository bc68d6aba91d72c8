import "server-only";
// The dashboard's bid figures: packages out to bid (with how many of their invited bidders have submitted) and
// those due in the next seven days, soonest first. Every bid write audits (the portal's too), so the dashboard's
// data version moves with them; "this week" moves with the clock, which the cache's fresh window covers.
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { DashboardDto } from "@/lib/contract/dashboard";

const { bidPackages, bidInvitations, estimates } = schema;

const WEEK_MS = 7 * 24 * 60 * 60_000;

export async function getBidDashboard(
  companyUid: string,
  now = new Date(),
): Promise<NonNullable<DashboardDto["bids"]>> {
  const out = and(eq(bidPackages.companyUid, companyUid), eq(bidPackages.status, "out_to_bid"));
  const week = and(
    out,
    gte(bidPackages.dueAt, now),
    lt(bidPackages.dueAt, new Date(now.getTime() + WEEK_MS)),
  );
  const [[totals], [invited], [dueCount], due] = await Promise.all([
    db().select({ n: count() }).from(bidPackages).where(out),
    db()
      .select({
        invited: count(),
        submitted: sql<number>`count(*) filter (where ${bidInvitations.status} = 'submitted')`.mapWith(
          Number,
        ),
      })
      .from(bidInvitations)
      .innerJoin(bidPackages, eq(bidPackages.uid, bidInvitations.packageUid))
      .where(and(out, sql`${bidInvitations.revokedAt} is null`)),
    db().select({ n: count() }).from(bidPackages).where(week),
    db()
      .select({
        uid: bidPackages.uid,
        name: bidPackages.name,
        estimateUid: bidPackages.estimateUid,
        estimateName: estimates.name,
        dueAt: bidPackages.dueAt,
        timeZone: bidPackages.timeZone,
      })
      .from(bidPackages)
      .innerJoin(estimates, eq(estimates.uid, bidPackages.estimateUid))
      .where(week)
      .orderBy(asc(bidPackages.dueAt), asc(bidPackages.uid))
      .limit(3),
  ]);
  return {
    out: totals?.n ?? 0,
    invited: invited?.invited ?? 0,
    submitted: invited?.submitted ?? 0,
    due_this_week: dueCount?.n ?? 0,
    next_due: due.map((p) => ({
      uid: p.uid,
      name: p.name,
      estimate_uid: p.estimateUid,
      estimate_name: p.estimateName,
      due_at: p.dueAt!.toISOString(),
      time_zone: p.timeZone,
    })),
  };
}
