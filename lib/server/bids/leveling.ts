import "server-only";
// The leveling sheet's reads and adjustments. An adjustment is a record of its own (who, when); the bidder's
// submission is never touched. Each write moves the package's version (its If-Match) and a package out to bid
// into leveling; an awarded or cancelled package takes no adjustments.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { adjustmentInput, LevelingDto } from "@/lib/contract/bid-leveling";
import { writeAudit } from "../audit";
import { ConflictError, ValidationError } from "../errors";
import { checkVersion, loadEscalationRates } from "../estimate/core";
import { reply } from "../http";
import type { Scope } from "../scope";
import {
  levelingDto,
  liveAward,
  loadLeveling,
  type PackageRow,
  readEstimateOf,
  readPackage,
  readPackageWithEstimate,
} from "./leveling-load";

const { bidPackages, bidInvitations, bidScopeItems, bidSubmissions, bidLevelingAdjustments } = schema;

type Adjustment = z.output<typeof adjustmentInput>;

export const levelingMessages = {
  awarded: "This package is awarded: undo the award before changing its leveling",
  cancelled: "This package is cancelled: reopen it as a draft to level it",
  draft: "This package is still a draft: send it out to bid before leveling it",
  noBid: "This bidder has not submitted a bid yet",
  notInvited: "This bidder is not invited to this package",
  notScope: "This scope item is not in this package",
} as const;

/** The sheet with the package's version as its ETag (the If-Match of the next write). */
export const levelingReply = (dto: LevelingDto) => reply(dto, { version: dto.package.version });

export async function getLeveling(scope: Scope, uid: string): Promise<LevelingDto> {
  // The package with its estimate and the company's rates at once; then the sheet and the live award at once.
  const [{ pkg, estimate }, rates] = await Promise.all([
    readPackageWithEstimate(db(), scope, uid),
    loadEscalationRates(scope.company.uid),
  ]);
  const award = liveAward(db(), pkg.uid);
  award.catch(() => {});
  return levelingDto(db(), { ...(await loadLeveling(db(), pkg, estimate, rates)), award });
}

function assertLevelable(pkg: PackageRow) {
  if (pkg.status === "awarded") throw new ConflictError(levelingMessages.awarded);
  if (pkg.status === "cancelled") throw new ConflictError(levelingMessages.cancelled);
  if (pkg.status === "draft") throw new ConflictError(levelingMessages.draft);
}

/** Every adjustment names an invitation of this package with a submitted bid, and one of its scope items. */
async function checkCells(tx: Tx, pkg: PackageRow, list: Adjustment[]) {
  const invitationUids = [...new Set(list.map((a) => a.invitation_uid))];
  const itemUids = [...new Set(list.flatMap((a) => (a.scope_item_uid ? [a.scope_item_uid] : [])))];
  const [invitations, items] = await Promise.all([
    tx
      .select({ uid: bidInvitations.uid, submitted: sql<boolean>`${bidSubmissions.uid} is not null` })
      .from(bidInvitations)
      .leftJoin(
        bidSubmissions,
        and(eq(bidSubmissions.invitationUid, bidInvitations.uid), eq(bidSubmissions.status, "submitted")),
      )
      .where(and(eq(bidInvitations.packageUid, pkg.uid), inArray(bidInvitations.uid, invitationUids))),
    itemUids.length
      ? tx
          .select({ uid: bidScopeItems.uid })
          .from(bidScopeItems)
          .where(and(eq(bidScopeItems.packageUid, pkg.uid), inArray(bidScopeItems.uid, itemUids)))
      : [],
  ]);
  const submitted = new Map(invitations.map((i) => [i.uid, i.submitted]));
  const known = new Set(items.map((i) => i.uid));
  const prefix = (i: number) => (list.length > 1 ? `adjustments.${i}.` : "");
  list.forEach((a, i) => {
    if (!submitted.has(a.invitation_uid))
      throw new ValidationError(
        { [`${prefix(i)}invitation_uid`]: levelingMessages.notInvited },
        levelingMessages.notInvited,
      );
    if (a.scope_item_uid && !known.has(a.scope_item_uid))
      throw new ValidationError(
        { [`${prefix(i)}scope_item_uid`]: levelingMessages.notScope },
        levelingMessages.notScope,
      );
    if (!submitted.get(a.invitation_uid)) throw new ConflictError(levelingMessages.noBid);
  });
}

/** Adds adjustments as new records, answering the sheet after them (with the package's new version). */
export async function addAdjustments(
  scope: Scope,
  uid: string,
  list: Adjustment[],
  ifMatch: number | undefined,
): Promise<LevelingDto> {
  const rates = await loadEscalationRates(scope.company.uid);
  return db().transaction(async (tx) => {
    const pkg = await readPackage(tx, scope, uid, true);
    checkVersion(pkg.version, ifMatch);
    assertLevelable(pkg);
    await checkCells(tx, pkg, list);
    const now = new Date();
    await tx.insert(bidLevelingAdjustments).values(
      list.map((a, i) => ({
        companyUid: scope.company.uid,
        packageUid: pkg.uid,
        invitationUid: a.invitation_uid,
        scopeItemUid: a.scope_item_uid,
        kind: a.kind,
        amountCents: a.kind === "note" ? 0 : (a.amount_cents ?? 0),
        note: a.note || null,
        createdBy: scope.user.uid,
        // One write's records keep their order (the newest of a kind for a cell is in force).
        createdAt: new Date(now.getTime() + i),
      })),
    );
    const [updated] = await tx
      .update(bidPackages)
      .set({
        status: pkg.status === "out_to_bid" ? "leveling" : pkg.status,
        version: sql`${bidPackages.version} + 1`,
        updatedBy: scope.user.uid,
        updatedAt: now,
      })
      .where(eq(bidPackages.uid, pkg.uid))
      .returning();
    await writeAudit(tx, scope, {
      action: "bid_package.leveled",
      targetType: "bid_package",
      targetUid: pkg.uid,
      data: {
        adjustments: list.map((a) => ({
          invitation_uid: a.invitation_uid,
          scope_item_uid: a.scope_item_uid,
          kind: a.kind,
          amount_cents: a.amount_cents ?? null,
        })),
      },
    });
    const estimate = await readEstimateOf(tx, updated!);
    return levelingDto(tx, await loadLeveling(tx, updated!, estimate, rates));
  });
}
