// What a bidder does through the portal: save a draft, submit (and revise until the due date), decline,
// ask a question. Each write checks the link is open, moves the invitation's status and tells the estimator.
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { PortalSubmissionInput, PortalViewDto } from "@/lib/contract/bid-portal";
import { portalMessages } from "@/lib/domain/bids/portal";
import { writeAudit } from "../audit";
import { ConflictError, ValidationError } from "../errors";
import { enqueueWebhook, kickWebhooks } from "../webhooks/events";
import {
  announce,
  openPortal,
  type Portal,
  portalView,
  requireOpen,
  setInvitation,
  submissionOf,
} from "./portal";

const { bidScopeItems, bidSubmissions, bidSubmissionItems, bidQuestions } = schema;

export const submittedSaveMessage = "This bid is submitted: change it and submit it again to send a revision";

const audit = (portal: Portal, action: string, data: Record<string, unknown> = {}) => ({
  action,
  targetType: "bid_package",
  targetUid: portal.pkg.uid,
  companyUid: portal.inv.companyUid,
  data: { invitation_uid: portal.inv.uid, bidder_uid: portal.inv.bidderUid, ...data },
});

/** Refuses what the package's scope does not hold, and, on submit, what is left unanswered. */
async function checkItems(portal: Portal, input: PortalSubmissionInput) {
  const scope = await db()
    .select({ uid: bidScopeItems.uid })
    .from(bidScopeItems)
    .where(eq(bidScopeItems.packageUid, portal.pkg.uid));
  const known = new Set(scope.map((s) => s.uid));
  const errors: Record<string, string> = {};
  const answered = new Map<string, (typeof input.items)[number]>();
  input.items.forEach((item, i) => {
    if (!known.has(item.scope_item_uid))
      errors[`items.${i}.scope_item_uid`] = portalMessages.unknownScopeItem;
    else answered.set(item.scope_item_uid, item);
    if (item.status === "qualified" && !item.text?.trim())
      errors[`items.${i}.text`] = portalMessages.qualificationRequired;
  });
  if (input.action === "submit") {
    if (input.base_bid_cents === null) errors.base_bid_cents = portalMessages.baseBidRequired;
    scope.forEach((s, i) => {
      if (!answered.get(s.uid)?.status) errors[`scope.${i}`] = portalMessages.answerRequired;
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0]);
  return [...answered.values()].filter((a) => a.status !== null);
}

/**
 * "save" keeps a draft (the invitation is bidding); "submit" sends it (submitted, the revision counts up).
 * The submission row is the bidder's own; leveling never writes it. A decline is withdrawn by either.
 */
export async function saveSubmission(
  token: string,
  ip: string | null,
  input: PortalSubmissionInput,
): Promise<PortalViewDto> {
  const portal = await openPortal(token, ip);
  requireOpen(portal);
  const items = await checkItems(portal, input);
  const submit = input.action === "submit";
  const now = new Date();
  const version = await db().transaction(async (tx) => {
    const current = await submissionOf(tx, portal.inv.uid);
    if (!submit && current?.status === "submitted" && portal.inv.status === "submitted")
      throw new ConflictError(submittedSaveMessage);
    const values = {
      status: submit ? "submitted" : "draft",
      baseBidCents: input.base_bid_cents,
      alternates: input.alternates,
      unitPrices: input.unit_prices,
      exclusions: input.exclusions?.trim() || null,
      updatedAt: now,
      ...(submit ? { submittedAt: now } : {}),
    };
    const [sub] = current
      ? await tx
          .update(bidSubmissions)
          .set({
            ...values,
            version: sql`${bidSubmissions.version} + 1`,
            revision: submit ? sql`${bidSubmissions.revision} + 1` : bidSubmissions.revision,
          })
          .where(
            and(eq(bidSubmissions.uid, current.uid), eq(bidSubmissions.companyUid, portal.inv.companyUid)),
          )
          .returning()
      : await tx
          .insert(bidSubmissions)
          .values({
            ...values,
            companyUid: portal.inv.companyUid,
            invitationUid: portal.inv.uid,
            revision: submit ? 1 : 0,
          })
          .returning();
    await tx
      .delete(bidSubmissionItems)
      .where(
        and(
          eq(bidSubmissionItems.submissionUid, sub!.uid),
          eq(bidSubmissionItems.companyUid, portal.inv.companyUid),
        ),
      );
    if (items.length > 0) {
      await tx.insert(bidSubmissionItems).values(
        items.map((item) => ({
          companyUid: portal.inv.companyUid,
          submissionUid: sub!.uid,
          scopeItemUid: item.scope_item_uid,
          status: item.status!,
          text: item.text?.trim() || null,
        })),
      );
    }
    const status = submit ? "submitted" : "bidding";
    if (submit) {
      await writeAudit(tx, null, audit(portal, "bid.submitted", { revision: sub!.revision }));
      await enqueueWebhook(tx, portal.inv.companyUid, "bid.submitted", {
        package_uid: portal.pkg.uid,
        invitation_uid: portal.inv.uid,
        bidder_uid: portal.inv.bidderUid,
        submission_uid: sub!.uid,
        revision: sub!.revision,
        base_bid_cents: sub!.baseBidCents,
      });
    }
    if (portal.inv.status === status && !portal.inv.declineReason) return null;
    return setInvitation(tx, portal, { status, declineReason: null });
  });
  if (version !== null) {
    portal.inv = { ...portal.inv, status: submit ? "submitted" : "bidding", declineReason: null, version };
  }
  if (submit) kickWebhooks();
  // A revision is news to the estimator even when the status stays "submitted".
  await announce(portal, version ?? portal.inv.version);
  return portalView(portal);
}

export async function declineBid(token: string, ip: string | null, reason: string): Promise<PortalViewDto> {
  const portal = await openPortal(token, ip);
  requireOpen(portal);
  const version = await db().transaction(async (tx) => {
    await writeAudit(tx, null, audit(portal, "bid.declined", { reason }));
    return setInvitation(tx, portal, { status: "declined", declineReason: reason });
  });
  portal.inv = { ...portal.inv, status: "declined", declineReason: reason, version };
  await announce(portal, version);
  return portalView(portal);
}

export async function askQuestion(token: string, ip: string | null, text: string): Promise<PortalViewDto> {
  const portal = await openPortal(token, ip);
  requireOpen(portal);
  const version = await db().transaction(async (tx) => {
    await tx
      .insert(bidQuestions)
      .values({ companyUid: portal.inv.companyUid, invitationUid: portal.inv.uid, text });
    return setInvitation(tx, portal, {});
  });
  portal.inv = { ...portal.inv, version };
  await announce(portal, version);
  return portalView(portal);
}
