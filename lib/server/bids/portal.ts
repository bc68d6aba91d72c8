// The bidder portal: a token opens exactly one invitation (looked up by the token's hash) and what the bidder
// may see of its package. No session and no scope: every read below is keyed by that invitation's own ids.
import { and, asc, eq, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { PortalViewDto } from "@/lib/contract/bid-portal";
import {
  formatDue,
  type InvitationStatus,
  linkExpiresAt,
  packageStatusesOpenToBidders,
  portalMessages,
  type ScopeAnswer,
} from "@/lib/domain/bids/portal";
import { isPreviewable } from "@/lib/domain/file-types";
import { ConflictError, GoneError, NotFoundError } from "../errors";
import { publish } from "../realtime/publish";
import { storage } from "../storage";
import { isPortalTokenShape, portalTokenHash } from "./invitation-token";
import { limitPortal } from "./portal-rate-limit";

const {
  bidInvitations,
  bidPackages,
  bidders,
  companies,
  estimates,
  projects,
  bidScopeItems,
  bidPackageDocuments,
  bidSubmissions,
  bidSubmissionItems,
  bidSubmissionFiles,
  bidQuestions,
} = schema;

export type Portal = Awaited<ReturnType<typeof openPortal>>;

/**
 * The invitation a token opens, or the refusal a bidder reads: 404 for a token nobody has, 410 for a revoked
 * or expired one. Counted against the rate limits first, unknown tokens included (guessing costs the same).
 */
export async function openPortal(token: string, ip: string | null, now = new Date()) {
  const hash = portalTokenHash(token);
  await limitPortal(hash, ip, now.getTime());
  if (!isPortalTokenShape(token)) throw new NotFoundError(portalMessages.unknown);
  const [row] = await db()
    .select({
      inv: bidInvitations,
      pkg: bidPackages,
      bidderName: bidders.name,
      companyName: companies.companyName,
      estimateUid: estimates.uid,
      projectName: sql<string>`coalesce(${projects.name}, ${estimates.name})`,
    })
    .from(bidInvitations)
    .innerJoin(bidPackages, eq(bidPackages.uid, bidInvitations.packageUid))
    .innerJoin(bidders, eq(bidders.uid, bidInvitations.bidderUid))
    .innerJoin(companies, eq(companies.uid, bidInvitations.companyUid))
    .innerJoin(estimates, eq(estimates.uid, bidPackages.estimateUid))
    .leftJoin(projects, eq(projects.uid, estimates.projectUid))
    .where(eq(bidInvitations.tokenHash, hash));
  if (!row || row.pkg.companyUid !== row.inv.companyUid) throw new NotFoundError(portalMessages.unknown);
  if (row.inv.revokedAt) throw new GoneError(portalMessages.revoked);
  const expires = linkExpiresAt(row.pkg.dueAt);
  if (expires && now > expires) throw new GoneError(portalMessages.expired);
  const dueLabel = row.pkg.dueAt ? formatDue(row.pkg.dueAt, row.pkg.timeZone) : null;
  let closedMessage: string | null = null;
  if (!(packageStatusesOpenToBidders as readonly string[]).includes(row.pkg.status))
    closedMessage = portalMessages.packageClosed;
  else if (row.pkg.dueAt && now > row.pkg.dueAt) closedMessage = portalMessages.pastDue(dueLabel!);
  return { ...row, dueLabel, expires, closedMessage };
}

/** Refuses a write once bids are closed (past due, or the package no longer out to bid), with the reason. */
export function requireOpen(portal: Portal) {
  if (portal.closedMessage) throw new ConflictError(portal.closedMessage);
}

/** Tells the estimator's open package (the estimate's channel) that this invitation changed. */
export function announce(portal: Portal, version: number) {
  return publish({
    name: "bid.invitation.updated",
    data: {
      estimate_uid: portal.estimateUid,
      package_uid: portal.pkg.uid,
      invitation_uid: portal.inv.uid,
      version,
    },
  });
}

/** Sets the invitation's status (and more), bumping its version; answers the new version. */
export async function setInvitation(
  tx: DbOrTx,
  portal: Portal,
  values: Partial<typeof bidInvitations.$inferInsert>,
): Promise<number> {
  const [row] = await tx
    .update(bidInvitations)
    .set({ ...values, updatedAt: new Date(), version: sql`${bidInvitations.version} + 1` })
    .where(eq(bidInvitations.uid, portal.inv.uid))
    .returning({ version: bidInvitations.version });
  return row!.version;
}

const signed = (row: {
  uid: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}) =>
  storage()
    .signDownload({ key: row.storageKey, fileName: row.name })
    .then((url) => ({
      uid: row.uid,
      name: row.name,
      content_type: row.contentType,
      size: row.sizeBytes,
      url,
      previewable: isPreviewable(row.contentType),
    }));

/** The submission row of the invitation, if any. */
export async function submissionOf(tx: DbOrTx, invitationUid: string) {
  const [row] = await tx.select().from(bidSubmissions).where(eq(bidSubmissions.invitationUid, invitationUid));
  return row ?? null;
}

async function submissionView(portal: Portal): Promise<PortalViewDto["submission"]> {
  const sub = await submissionOf(db(), portal.inv.uid);
  if (!sub) return null;
  const [items, files] = await Promise.all([
    db().select().from(bidSubmissionItems).where(eq(bidSubmissionItems.submissionUid, sub.uid)),
    db()
      .select()
      .from(bidSubmissionFiles)
      .where(eq(bidSubmissionFiles.submissionUid, sub.uid))
      .orderBy(asc(bidSubmissionFiles.createdAt)),
  ]);
  return {
    status: sub.status as "draft" | "submitted",
    base_bid_cents: sub.baseBidCents,
    items: items.map((i) => ({
      scope_item_uid: i.scopeItemUid,
      status: i.status as ScopeAnswer,
      text: i.text,
    })),
    alternates: sub.alternates,
    unit_prices: sub.unitPrices,
    exclusions: sub.exclusions,
    submitted_at: sub.submittedAt?.toISOString() ?? null,
    revision: sub.revision,
    updated_at: sub.updatedAt.toISOString(),
    files: await Promise.all(files.map(signed)),
  };
}

/** Everything the portal page shows, for this invitation only. */
export async function portalView(portal: Portal): Promise<PortalViewDto> {
  const { inv, pkg } = portal;
  const [scopeItems, documents, questions, submission] = await Promise.all([
    db()
      .select()
      .from(bidScopeItems)
      .where(and(eq(bidScopeItems.packageUid, pkg.uid), eq(bidScopeItems.companyUid, inv.companyUid)))
      .orderBy(asc(bidScopeItems.position), asc(bidScopeItems.uid)),
    db()
      .select()
      .from(bidPackageDocuments)
      .where(
        and(eq(bidPackageDocuments.packageUid, pkg.uid), eq(bidPackageDocuments.companyUid, inv.companyUid)),
      )
      .orderBy(asc(bidPackageDocuments.createdAt)),
    db()
      .select()
      .from(bidQuestions)
      .where(eq(bidQuestions.invitationUid, inv.uid))
      .orderBy(asc(bidQuestions.createdAt)),
    submissionView(portal),
  ]);
  return {
    company_name: portal.companyName,
    bidder_name: portal.bidderName,
    contact_name: inv.contactName,
    status: inv.status as InvitationStatus,
    decline_reason: inv.declineReason,
    package: {
      name: pkg.name,
      trade: pkg.trade,
      project_name: portal.projectName,
      due_at: pkg.dueAt?.toISOString() ?? null,
      time_zone: pkg.timeZone,
      due_label: portal.dueLabel,
      instructions: pkg.instructions,
      scope_items: scopeItems.map((s) => ({ uid: s.uid, position: s.position, text: s.text })),
      documents: await Promise.all(documents.map(signed)),
    },
    open: portal.closedMessage === null,
    closed_message: portal.closedMessage,
    link_expires_at: portal.expires?.toISOString() ?? null,
    submission,
    questions: questions.map((q) => ({
      uid: q.uid,
      text: q.text,
      answer: q.answer,
      created_at: q.createdAt.toISOString(),
      answered_at: q.answeredAt?.toISOString() ?? null,
    })),
  };
}

/** The page or the API opened the link: the first time marks the invitation viewed, live for the estimator. */
export async function viewPortal(token: string, ip: string | null): Promise<PortalViewDto> {
  const portal = await openPortal(token, ip);
  if (!portal.inv.viewedAt) {
    const status = portal.inv.status === "invited" ? "viewed" : portal.inv.status;
    const viewedAt = new Date();
    const version = await setInvitation(db(), portal, { status, viewedAt });
    portal.inv = { ...portal.inv, status, viewedAt, version };
    await announce(portal, version);
  }
  return portalView(portal);
}
