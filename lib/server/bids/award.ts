import "server-only";
// Award and un-award. An award writes the winner's leveled total into the package's lines as lump sums,
// spread in proportion to their budget with the cents by largest remainder (lib/domain/bids/spread.ts), links
// each line to the submission, and keeps every line's previous values with the award; an un-award writes them
// back exactly. Both go through the estimate's own line write (writeLinesPlanned): the estimate's lock (a
// final estimate refuses with its message), its totals recomputed before commit and the same realtime event a
// line edit publishes. The package's row lock and version (If-Match) are taken inside that transaction.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { BidAwardPreviousLine, EstimateLineRow } from "@/db/schema";
import type { awardInput, LevelingDto } from "@/lib/contract/bid-leveling";
import { columnOfSubmission } from "@/lib/domain/bids/leveling";
import { spreadLargestRemainder } from "@/lib/domain/bids/spread";
import { writeAudit } from "../audit";
import { ConflictError, ValidationError } from "../errors";
import { checkVersion, loadEscalationRates } from "../estimate/core";
import type { Bulk } from "../estimate/line-input";
import { writeLinesPlanned } from "../estimate/lines";
import type { Scope } from "../scope";
import { enqueueWebhook, kickWebhooks } from "../webhooks/events";
import { sendAwardMails } from "./award-mail";
import { levelingDto, liveAward, loadLeveling, type PackageRow, readPackage } from "./leveling-load";

const { bidPackages, bidAwards, bidSubmissions, bidInvitations, estimateLines } = schema;

type PreviousLine = BidAwardPreviousLine & { bid_submission_uid?: string | null };

export const awardMessages = {
  awarded: (bidder: string) => `This package is already awarded to ${bidder}: undo that award first`,
  notAwarded: "This package is not awarded",
  status: "Only a package out to bid or being leveled can be awarded",
  notSubmitted: "This is not a submitted bid on this package",
} as const;

async function packageLines(tx: Tx, estimateUid: string, lineUids: string[]): Promise<EstimateLineRow[]> {
  if (!lineUids.length) return [];
  return tx
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.estimateUid, estimateUid), inArray(estimateLines.uid, lineUids)))
    .orderBy(asc(estimateLines.position), asc(estimateLines.uid));
}

async function bumpPackage(tx: Tx, scope: Scope, pkg: PackageRow, status: string) {
  const [row] = await tx
    .update(bidPackages)
    .set({
      status,
      version: sql`${bidPackages.version} + 1`,
      updatedBy: scope.user.uid,
      updatedAt: new Date(),
    })
    .where(and(eq(bidPackages.uid, pkg.uid), eq(bidPackages.companyUid, scope.company.uid)))
    .returning();
  return row!;
}

async function linkLines(tx: Tx, scope: Scope, links: Map<string, string | null>) {
  for (const [uid, submission] of links) {
    await tx
      .update(estimateLines)
      .set({ bidSubmissionUid: submission })
      .where(and(eq(estimateLines.uid, uid), eq(estimateLines.companyUid, scope.company.uid)));
  }
}

async function submissionOf(tx: Tx, pkg: PackageRow, submissionUid: string) {
  const [row] = await tx
    .select({ uid: bidSubmissions.uid, invitationUid: bidSubmissions.invitationUid })
    .from(bidSubmissions)
    .innerJoin(bidInvitations, eq(bidInvitations.uid, bidSubmissions.invitationUid))
    .where(
      and(
        eq(bidSubmissions.uid, submissionUid),
        eq(bidSubmissions.status, "submitted"),
        eq(bidInvitations.packageUid, pkg.uid),
      ),
    );
  if (!row)
    throw new ValidationError({ submission_uid: awardMessages.notSubmitted }, awardMessages.notSubmitted);
  return row;
}

export async function awardPackage(
  scope: Scope,
  uid: string,
  input: z.output<typeof awardInput>,
  ifMatch: number | undefined,
): Promise<LevelingDto> {
  const first = await readPackage(db(), scope, uid);
  const rates = await loadEscalationRates(scope.company.uid);
  let answer: LevelingDto | null = null;
  let mail: { invitationUid: string; amountCents: number } | null = null;
  await writeLinesPlanned(scope, first.estimateUid, async (tx, estimate) => {
    const pkg = await readPackage(tx, scope, uid, true);
    checkVersion(pkg.version, ifMatch);
    const live = await liveAward(tx, pkg.uid);
    if (live) throw new ConflictError(awardMessages.awarded(live.bidderName));
    if (pkg.status !== "out_to_bid" && pkg.status !== "leveling")
      throw new ConflictError(awardMessages.status);
    const submission = await submissionOf(tx, pkg, input.submission_uid);
    const state = await loadLeveling(tx, pkg, estimate, rates);
    const amount = columnOfSubmission(state.sheet, submission.uid)?.leveled_cents ?? null;
    if (amount === null)
      throw new ValidationError({ submission_uid: awardMessages.notSubmitted }, awardMessages.notSubmitted);
    const lines = await packageLines(tx, estimate.uid, state.lineUids);
    const shares = spreadLargestRemainder(
      amount,
      lines.map((l) => state.totals.get(l.uid) ?? 0),
    );
    const previous: PreviousLine[] = lines.map((l) => ({
      line_uid: l.uid,
      quantity: l.quantity,
      unit_cost_cents: l.unitCostCents,
      lump_sum_cents: l.lumpSumCents,
      split: l.split,
      cost_type: l.costType,
      bid_submission_uid: l.bidSubmissionUid,
    }));
    const body: Bulk = {
      create: [],
      delete: [],
      update: lines.map((l, i) => ({
        uid: l.uid,
        version: l.version,
        lump_sum_cents: shares[i]!,
        split: null,
      })),
    } as Bulk;
    return {
      body,
      after: async (tx2) => {
        await linkLines(tx2, scope, new Map(lines.map((l) => [l.uid, submission.uid])));
        const [award] = await tx2
          .insert(bidAwards)
          .values({
            companyUid: scope.company.uid,
            packageUid: pkg.uid,
            invitationUid: submission.invitationUid,
            submissionUid: submission.uid,
            amountCents: amount,
            previousLineValues: previous,
            awardedBy: scope.user.uid,
          })
          .returning();
        const updated = await bumpPackage(tx2, scope, pkg, "awarded");
        await writeAudit(tx2, scope, {
          action: "bid_package.awarded",
          targetType: "bid_package",
          targetUid: pkg.uid,
          data: {
            award_uid: award!.uid,
            estimate_uid: estimate.uid,
            submission_uid: submission.uid,
            amount_cents: amount,
            lines: lines.map((l, i) => ({ line_uid: l.uid, lump_sum_cents: shares[i] })),
          },
        });
        await enqueueWebhook(tx2, scope.company.uid, "bid.awarded", {
          package_uid: pkg.uid,
          estimate_uid: estimate.uid,
          award_uid: award!.uid,
          submission_uid: submission.uid,
          invitation_uid: submission.invitationUid,
          amount_cents: amount,
        });
        answer = await levelingDto(tx2, await loadLeveling(tx2, updated, estimate, rates));
        mail = { invitationUid: submission.invitationUid, amountCents: amount };
      },
    };
  });
  kickWebhooks();
  if (mail) await sendAwardMails(scope, first, mail, input.regret_emails);
  return answer!;
}

/** The fields of a line to write back: only those that differ from the line now (a restore of the rest is a no-op). */
function restoreFields(prev: PreviousLine, now: EstimateLineRow) {
  const out: Record<string, unknown> = {};
  if (prev.quantity !== now.quantity) out.quantity = prev.quantity;
  if (prev.unit_cost_cents !== now.unitCostCents) out.unit_cost_cents = prev.unit_cost_cents;
  if (prev.lump_sum_cents !== now.lumpSumCents) out.lump_sum_cents = prev.lump_sum_cents;
  if (JSON.stringify(prev.split) !== JSON.stringify(now.split)) out.split = prev.split;
  if (prev.cost_type !== now.costType) out.cost_type = prev.cost_type;
  return out;
}

export async function unawardPackage(scope: Scope, uid: string, ifMatch: number | undefined) {
  const first = await readPackage(db(), scope, uid);
  const rates = await loadEscalationRates(scope.company.uid);
  let answer: LevelingDto | null = null;
  await writeLinesPlanned(scope, first.estimateUid, async (tx, estimate) => {
    const pkg = await readPackage(tx, scope, uid, true);
    checkVersion(pkg.version, ifMatch);
    const live = await liveAward(tx, pkg.uid);
    if (!live) throw new ConflictError(awardMessages.notAwarded);
    const previous = live.award.previousLineValues as PreviousLine[];
    const now = new Map(
      (
        await packageLines(
          tx,
          estimate.uid,
          previous.map((p) => p.line_uid),
        )
      ).map((l) => [l.uid, l]),
    );
    // Lines deleted since the award are gone; the others take their previous values back.
    const kept = previous.filter((p) => now.has(p.line_uid));
    const body = {
      create: [],
      delete: [],
      update: kept.map((p) => ({
        uid: p.line_uid,
        version: now.get(p.line_uid)!.version,
        ...restoreFields(p, now.get(p.line_uid)!),
      })),
    } as Bulk;
    return {
      body,
      after: async (tx2) => {
        await linkLines(tx2, scope, new Map(kept.map((p) => [p.line_uid, p.bid_submission_uid ?? null])));
        await tx2
          .update(bidAwards)
          .set({ undoneAt: new Date(), undoneBy: scope.user.uid })
          .where(and(eq(bidAwards.uid, live.award.uid), isNull(bidAwards.undoneAt)));
        const updated = await bumpPackage(tx2, scope, pkg, "leveling");
        await writeAudit(tx2, scope, {
          action: "bid_package.award_undone",
          targetType: "bid_package",
          targetUid: pkg.uid,
          data: { award_uid: live.award.uid, estimate_uid: estimate.uid, restored_lines: kept.length },
        });
        answer = await levelingDto(tx2, await loadLeveling(tx2, updated, estimate, rates));
      },
    };
  });
  return answer!;
}
