import "server-only";
// The leveling sheet as read from the database: the package (tenant-filtered), its invited bidders with their
// submitted bids and answers, the adjustments, the package's budget from the estimate's engine, and the live
// award. Reads run on `db()` or inside a write's transaction (the award levels within its own lock).
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type DbOrTx, schema } from "@/db";
import type { EstimateRow } from "@/db/schema";
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import type { ItemAnswer, LevelingBidder, LevelingInput, LevelingSheet } from "@/lib/domain/bids/leveling";
import { levelBids } from "@/lib/domain/bids/leveling";
import type { EscalationRate } from "@/lib/domain/estimate/escalation";
import { displayName } from "@/lib/domain/person-name";
import { NotFoundError } from "../errors";
import { engineStored } from "../estimate/core";
import type { Scope } from "../scope";

const {
  bidPackages,
  bidPackageLines,
  bidScopeItems,
  bidInvitations,
  bidders,
  bidSubmissions,
  bidSubmissionItems,
  bidLevelingAdjustments,
  bidAwards,
  estimates,
  users,
} = schema;

export type PackageRow = typeof bidPackages.$inferSelect;

/** The package of the scope's company (404 otherwise); `lock` takes its row lock for a write. */
export async function readPackage(tx: DbOrTx, scope: Scope, uid: string, lock = false): Promise<PackageRow> {
  const where = and(eq(bidPackages.uid, uid), eq(bidPackages.companyUid, scope.company.uid));
  const [row] = lock
    ? await tx.select().from(bidPackages).where(where).for("update")
    : await tx.select().from(bidPackages).where(where);
  if (!row) throw new NotFoundError();
  return row;
}

export async function packageLineUids(tx: DbOrTx, packageUid: string): Promise<string[]> {
  const rows = await tx
    .select({ uid: bidPackageLines.lineUid })
    .from(bidPackageLines)
    .where(eq(bidPackageLines.packageUid, packageUid));
  return rows.map((r) => r.uid);
}

/** Each package line's total as the engine computes it now (the package budget is their sum). */
export async function lineTotals(
  tx: DbOrTx,
  estimate: EstimateRow,
  rates: readonly EscalationRate[],
  lineUids: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!lineUids.length) return out;
  const { engine } = await engineStored(tx, estimate, rates);
  for (const uid of lineUids) {
    const r = engine.line(uid);
    if (r) out.set(uid, r.total_cents);
  }
  return out;
}

async function biddersOf(tx: DbOrTx, packageUid: string): Promise<LevelingBidder[]> {
  const invitations = await tx
    .select({
      uid: bidInvitations.uid,
      status: bidInvitations.status,
      name: bidders.name,
      submission: bidSubmissions,
    })
    .from(bidInvitations)
    .innerJoin(bidders, eq(bidders.uid, bidInvitations.bidderUid))
    .leftJoin(
      bidSubmissions,
      and(eq(bidSubmissions.invitationUid, bidInvitations.uid), eq(bidSubmissions.status, "submitted")),
    )
    .where(eq(bidInvitations.packageUid, packageUid))
    .orderBy(asc(bidInvitations.createdAt), asc(bidInvitations.uid));
  const submissionUids = invitations.flatMap((i) => (i.submission ? [i.submission.uid] : []));
  // A 30 × 300 sheet has 9,000 answers: they come as one JSON array per submission (30 rows, not 9,000 rows to
  // read and map one by one), each answer [scope item, status, text].
  const answers = submissionUids.length
    ? await tx
        .select({
          submissionUid: bidSubmissionItems.submissionUid,
          json: sql<string>`json_agg(json_build_array(${bidSubmissionItems.scopeItemUid}, ${bidSubmissionItems.status}, ${bidSubmissionItems.text}))::text`,
        })
        .from(bidSubmissionItems)
        .where(inArray(bidSubmissionItems.submissionUid, submissionUids))
        .groupBy(bidSubmissionItems.submissionUid)
    : [];
  const bySubmission = new Map<string, Record<string, { status: ItemAnswer; text: string | null }>>();
  for (const row of answers) {
    const list = JSON.parse(row.json) as [string, ItemAnswer, string | null][];
    const byItem: Record<string, { status: ItemAnswer; text: string | null }> = {};
    for (const [scopeItemUid, status, text] of list) byItem[scopeItemUid] = { status, text };
    bySubmission.set(row.submissionUid, byItem);
  }
  return invitations.map((i) => ({
    invitation_uid: i.uid,
    bidder_name: i.name,
    status: i.status,
    submission: i.submission
      ? {
          uid: i.submission.uid,
          base_bid_cents: i.submission.baseBidCents ?? 0,
          items: bySubmission.get(i.submission.uid) ?? {},
          alternates: i.submission.alternates.map((a) => ({
            description: a.description,
            amount_cents: a.amount_cents,
          })),
        }
      : null,
  }));
}

/** The domain's input for a package: scope items, bidders, adjustments; the budget given by the caller. */
export async function levelingInput(
  tx: DbOrTx,
  packageUid: string,
  budgetCents: number,
): Promise<LevelingInput> {
  const [items, bidderList, adjustments] = await Promise.all([
    tx
      .select({ uid: bidScopeItems.uid, name: bidScopeItems.text })
      .from(bidScopeItems)
      .where(eq(bidScopeItems.packageUid, packageUid))
      .orderBy(asc(bidScopeItems.position), asc(bidScopeItems.uid)),
    biddersOf(tx, packageUid),
    tx
      .select()
      .from(bidLevelingAdjustments)
      .where(eq(bidLevelingAdjustments.packageUid, packageUid))
      .orderBy(asc(bidLevelingAdjustments.createdAt), asc(bidLevelingAdjustments.uid)),
  ]);
  return {
    budget_cents: budgetCents,
    scope_items: items,
    bidders: bidderList,
    adjustments: adjustments.map((a) => ({
      uid: a.uid,
      invitation_uid: a.invitationUid,
      scope_item_uid: a.scopeItemUid,
      kind: a.kind as "plug" | "credit" | "note",
      amount_cents: a.kind === "note" ? null : a.amountCents,
      note: a.note,
      created_at: a.createdAt.toISOString(),
    })),
  };
}

export async function liveAward(tx: DbOrTx, packageUid: string) {
  const [row] = await tx
    .select({
      award: bidAwards,
      bidderName: bidders.name,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(bidAwards)
    .innerJoin(bidInvitations, eq(bidInvitations.uid, bidAwards.invitationUid))
    .innerJoin(bidders, eq(bidders.uid, bidInvitations.bidderUid))
    .leftJoin(users, eq(users.uid, bidAwards.awardedBy))
    .where(and(eq(bidAwards.packageUid, packageUid), isNull(bidAwards.undoneAt)));
  return row ?? null;
}

export type LevelingState = {
  pkg: PackageRow;
  estimate: EstimateRow;
  lineUids: string[];
  totals: Map<string, number>;
  sheet: LevelingSheet;
};

/** The package of the scope's company with its estimate, in one round trip (404 when either is missing). */
export async function readPackageWithEstimate(
  tx: DbOrTx,
  scope: Scope,
  uid: string,
): Promise<{ pkg: PackageRow; estimate: EstimateRow }> {
  const [row] = await tx
    .select({ pkg: bidPackages, estimate: estimates })
    .from(bidPackages)
    .innerJoin(
      estimates,
      and(eq(estimates.uid, bidPackages.estimateUid), eq(estimates.companyUid, bidPackages.companyUid)),
    )
    .where(and(eq(bidPackages.uid, uid), eq(bidPackages.companyUid, scope.company.uid)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Everything the sheet shows, read with `tx` (the caller's transaction, or db()). */
export async function loadLeveling(
  tx: DbOrTx,
  pkg: PackageRow,
  estimate: EstimateRow,
  rates: readonly EscalationRate[],
): Promise<LevelingState> {
  // The budget's lines and engine, and the bids, are read at once; the budget is filled in when both are in.
  const [{ lineUids, totals }, input] = await Promise.all([
    packageLineUids(tx, pkg.uid).then(async (lineUids) => ({
      lineUids,
      totals: await lineTotals(tx, estimate, rates, lineUids),
    })),
    levelingInput(tx, pkg.uid, 0),
  ]);
  const budget = [...totals.values()].reduce((s, v) => s + v, 0);
  const sheet = levelBids({ ...input, budget_cents: budget });
  return { pkg, estimate, lineUids, totals, sheet };
}

export async function readEstimateOf(tx: DbOrTx, pkg: PackageRow): Promise<EstimateRow> {
  const [row] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.uid, pkg.estimateUid), eq(estimates.companyUid, pkg.companyUid)));
  if (!row) throw new NotFoundError();
  return row;
}

/** The sheet's DTO; `state.award`, when given, is the live award's read already under way. */
export async function levelingDto(
  tx: DbOrTx,
  state: LevelingState & { award?: ReturnType<typeof liveAward> },
): Promise<LevelingDto> {
  const { pkg, estimate, sheet } = state;
  const award = await (state.award ?? liveAward(tx, pkg.uid));
  return {
    package: {
      uid: pkg.uid,
      name: pkg.name,
      status: pkg.status,
      version: pkg.version,
      estimate_uid: pkg.estimateUid,
      estimate_status: estimate.status,
      line_count: state.lineUids.length,
    },
    ...sheet,
    award: award && {
      uid: award.award.uid,
      invitation_uid: award.award.invitationUid,
      submission_uid: award.award.submissionUid,
      bidder_name: award.bidderName,
      amount_cents: award.award.amountCents,
      awarded_at: award.award.awardedAt.toISOString(),
      awarded_by_name:
        award.email === null ? null : displayName(award.firstname ?? "", award.lastname ?? "", award.email),
    },
  };
}
