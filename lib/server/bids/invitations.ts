// The estimator's side of invitations: list, invite from the directory, revoke, remind. Every query is
// filtered by the scope's company; the portal's side is portal.ts.
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { InvitationDto, InvitationListDto, InviteBiddersInput } from "@/lib/contract/bid-invitation";
import { formatDue, type InvitationStatus } from "@/lib/domain/bids/portal";
import { roleAllows } from "@/lib/domain/roles";
import { writeAudit } from "../audit";
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import { sendMail } from "../mail";
import { publish } from "../realtime/publish";
import type { Scope } from "../scope";
import { bidInvitationMail } from "./invitation-mail";
import { portalToken, portalTokenHash, portalUrl } from "./invitation-token";

const {
  bidPackages,
  bidInvitations,
  bidders,
  bidderContacts,
  bidSubmissions,
  bidQuestions,
  estimates,
  projects,
} = schema;

export const invitationMessages = {
  packageNotFound: "Bid package not found",
  invitationNotFound: "Invitation not found",
  closed: (status: string) =>
    status === "awarded"
      ? "This package is awarded: undo the award before inviting bidders"
      : "This package is cancelled: reopen it as a draft before inviting bidders",
  alreadyInvited: (name: string) => `${name} is already invited to this package`,
  bidderNotFound: "Bidder not found",
  noEmail: (name: string) => `${name} has no contact with an email: add one in the bidders directory`,
  contactNotFound: "This contact is not one of the bidder's",
  duplicate: (name: string) => `${name} is listed twice`,
  revoked: "This invitation is already revoked",
  remindClosed: (status: string) =>
    `This package is ${status === "awarded" ? "awarded" : "cancelled"}: it is no longer taking bids`,
} as const;

/** The package with its estimate and project names, in the scope's company; 404 otherwise. */
export async function packageInScope(scope: Scope, packageUid: string) {
  const [row] = await db()
    .select({
      pkg: bidPackages,
      estimateUid: estimates.uid,
      projectName: sql<string>`coalesce(${projects.name}, ${estimates.name})`,
    })
    .from(bidPackages)
    .innerJoin(estimates, eq(estimates.uid, bidPackages.estimateUid))
    .leftJoin(projects, eq(projects.uid, estimates.projectUid))
    .where(and(eq(bidPackages.uid, packageUid), eq(bidPackages.companyUid, scope.company.uid)));
  if (!row) throw new NotFoundError(invitationMessages.packageNotFound);
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function readInvitations(scope: Scope, packageUid: string, only?: string[]): Promise<InvitationDto[]> {
  const questions = db()
    .select({ invitationUid: bidQuestions.invitationUid, n: count().as("n") })
    .from(bidQuestions)
    .where(eq(bidQuestions.companyUid, scope.company.uid))
    .groupBy(bidQuestions.invitationUid)
    .as("q");
  const rows = await db()
    .select({
      inv: bidInvitations,
      bidderName: bidders.name,
      submittedAt: bidSubmissions.submittedAt,
      baseBid: bidSubmissions.baseBidCents,
      revision: bidSubmissions.revision,
      questions: questions.n,
    })
    .from(bidInvitations)
    .innerJoin(bidders, eq(bidders.uid, bidInvitations.bidderUid))
    .leftJoin(bidSubmissions, eq(bidSubmissions.invitationUid, bidInvitations.uid))
    .leftJoin(questions, eq(questions.invitationUid, bidInvitations.uid))
    .where(
      and(
        eq(bidInvitations.packageUid, packageUid),
        eq(bidInvitations.companyUid, scope.company.uid),
        only ? inArray(bidInvitations.uid, only) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${bidders.name})`), asc(bidInvitations.uid));
  const editor = roleAllows(scope.role, "bid.write");
  return rows.map(({ inv, bidderName, submittedAt, baseBid, revision, questions: n }) => ({
    uid: inv.uid,
    package_uid: inv.packageUid,
    bidder_uid: inv.bidderUid,
    bidder_name: bidderName,
    contact_name: inv.contactName,
    contact_email: inv.contactEmail,
    status: inv.status as InvitationStatus,
    decline_reason: inv.declineReason,
    viewed_at: iso(inv.viewedAt),
    revoked_at: iso(inv.revokedAt),
    last_reminded_at: iso(inv.lastRemindedAt),
    // A submission saved again as a draft after it was submitted keeps its submitted time.
    submitted_at: inv.status === "submitted" ? iso(submittedAt) : null,
    base_bid_cents: inv.status === "submitted" ? baseBid : null,
    revision: revision ?? 0,
    questions: Number(n ?? 0),
    link: editor && !inv.revokedAt ? portalUrl(portalToken(inv.uid)) : null,
    version: inv.version,
    created_at: inv.createdAt.toISOString(),
  }));
}

export async function listInvitations(scope: Scope, packageUid: string): Promise<InvitationListDto> {
  const { pkg } = await packageInScope(scope, packageUid);
  return {
    invitations: await readInvitations(scope, packageUid),
    package_status: pkg.status,
    package_version: pkg.version,
  };
}

type Found = Awaited<ReturnType<typeof packageInScope>>;

function mailFor(scope: Scope, found: Found, invitationUid: string, contactName: string | null) {
  const { pkg, projectName } = found;
  return {
    companyName: scope.company.companyName,
    packageName: pkg.name,
    projectName,
    due: pkg.dueAt ? formatDue(pkg.dueAt, pkg.timeZone) : null,
    url: portalUrl(portalToken(invitationUid)),
    contactName,
  };
}

/** The contact each requested bidder is mailed at: the one named, else the first with an email. */
async function chooseContacts(scope: Scope, input: InviteBiddersInput) {
  const bidderUids = input.invitations.map((i) => i.bidder_uid);
  const found = await db()
    .select({ uid: bidders.uid, name: bidders.name })
    .from(bidders)
    .where(and(inArray(bidders.uid, bidderUids), eq(bidders.companyUid, scope.company.uid)));
  const names = new Map(found.map((b) => [b.uid, b.name]));
  const contacts = await db()
    .select()
    .from(bidderContacts)
    .where(
      and(inArray(bidderContacts.bidderUid, bidderUids), eq(bidderContacts.companyUid, scope.company.uid)),
    )
    .orderBy(asc(bidderContacts.position), asc(bidderContacts.createdAt));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const chosen = input.invitations.map((want, i) => {
    const name = names.get(want.bidder_uid);
    if (!name) {
      errors[`invitations.${i}.bidder_uid`] = invitationMessages.bidderNotFound;
      return null;
    }
    if (seen.has(want.bidder_uid)) errors[`invitations.${i}.bidder_uid`] = invitationMessages.duplicate(name);
    seen.add(want.bidder_uid);
    const own = contacts.filter((c) => c.bidderUid === want.bidder_uid);
    const contact = want.contact_uid ? own.find((c) => c.uid === want.contact_uid) : own.find((c) => c.email);
    if (want.contact_uid && !contact)
      errors[`invitations.${i}.contact_uid`] = invitationMessages.contactNotFound;
    else if (!contact?.email) errors[`invitations.${i}.bidder_uid`] = invitationMessages.noEmail(name);
    return { bidderUid: want.bidder_uid, bidderName: name, contact };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0]);
  return chosen.map((c) => ({ ...c!, email: c!.contact!.email!, contactName: c!.contact!.name }));
}

const notify = (found: Found, rows: { uid: string; version: number }[]) =>
  publish(
    ...rows.map((r) => ({
      name: "bid.invitation.updated" as const,
      data: {
        estimate_uid: found.estimateUid,
        package_uid: found.pkg.uid,
        invitation_uid: r.uid,
        version: r.version,
      },
    })),
  );

/**
 * Invites bidders: one invitation per bidder (a revoked one is restored, its link working again), each contact
 * mailed its link after the commit. A draft package goes out to bid.
 */
export async function inviteBidders(
  scope: Scope,
  packageUid: string,
  input: InviteBiddersInput,
): Promise<InvitationListDto> {
  const found = await packageInScope(scope, packageUid);
  if (found.pkg.status === "awarded" || found.pkg.status === "cancelled")
    throw new ConflictError(invitationMessages.closed(found.pkg.status));
  const chosen = await chooseContacts(scope, input);
  const written = await db().transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(bidInvitations)
      .where(
        and(
          eq(bidInvitations.packageUid, packageUid),
          inArray(
            bidInvitations.bidderUid,
            chosen.map((c) => c.bidderUid),
          ),
        ),
      );
    const out: { uid: string; version: number; email: string; contactName: string | null }[] = [];
    for (const c of chosen) {
      const before = existing.find((e) => e.bidderUid === c.bidderUid);
      if (before && !before.revokedAt)
        throw new ConflictError(invitationMessages.alreadyInvited(c.bidderName));
      const uid = before?.uid ?? randomUUID();
      const values = {
        contactName: c.contactName,
        contactEmail: c.email,
        invitedBy: scope.user.uid,
        tokenHash: portalTokenHash(portalToken(uid)),
      };
      const [final] = before
        ? await tx
            .update(bidInvitations)
            .set({
              ...values,
              revokedAt: null,
              updatedAt: new Date(),
              version: sql`${bidInvitations.version} + 1`,
            })
            .where(eq(bidInvitations.uid, before.uid))
            .returning()
        : await tx
            .insert(bidInvitations)
            .values({ ...values, uid, companyUid: scope.company.uid, packageUid, bidderUid: c.bidderUid })
            .returning();
      out.push({ uid: final!.uid, version: final!.version, email: c.email, contactName: c.contactName });
      await writeAudit(tx, scope, {
        action: "bid.invitation.sent",
        targetType: "bid_package",
        targetUid: packageUid,
        data: { invitation_uid: final!.uid, bidder_uid: c.bidderUid, email: c.email },
      });
    }
    if (found.pkg.status === "draft") {
      await tx
        .update(bidPackages)
        .set({
          status: "out_to_bid",
          version: sql`${bidPackages.version} + 1`,
          updatedAt: new Date(),
          updatedBy: scope.user.uid,
        })
        .where(eq(bidPackages.uid, packageUid));
      await writeAudit(tx, scope, {
        action: "bid.package.status",
        targetType: "bid_package",
        targetUid: packageUid,
        data: { from: "draft", to: "out_to_bid" },
      });
    }
    return out;
  });
  for (const w of written) {
    await sendMail({
      companyUid: scope.company.uid,
      to: w.email,
      ...bidInvitationMail(mailFor(scope, found, w.uid, w.contactName)),
    });
  }
  await notify(found, written);
  return listInvitations(scope, packageUid);
}

export async function revokeInvitation(
  scope: Scope,
  packageUid: string,
  invitationUid: string,
  ifMatch: number | undefined,
): Promise<InvitationDto> {
  const found = await packageInScope(scope, packageUid);
  const [current] = await db()
    .select()
    .from(bidInvitations)
    .where(
      and(
        eq(bidInvitations.uid, invitationUid),
        eq(bidInvitations.packageUid, packageUid),
        eq(bidInvitations.companyUid, scope.company.uid),
      ),
    );
  if (!current) throw new NotFoundError(invitationMessages.invitationNotFound);
  if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
  if (current.revokedAt) throw new ConflictError(invitationMessages.revoked);
  const row = await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(bidInvitations)
      .set({ revokedAt: new Date(), updatedAt: new Date(), version: sql`${bidInvitations.version} + 1` })
      .where(and(eq(bidInvitations.uid, invitationUid), eq(bidInvitations.version, current.version)))
      .returning();
    if (!updated) throw new PreconditionFailedError();
    await writeAudit(tx, scope, {
      action: "bid.invitation.revoked",
      targetType: "bid_package",
      targetUid: packageUid,
      data: { invitation_uid: invitationUid, bidder_uid: current.bidderUid },
    });
    return updated;
  });
  await notify(found, [row]);
  const [dto] = await readInvitations(scope, packageUid, [invitationUid]);
  return dto!;
}

/** One reminder to every live invitation that has neither submitted nor declined. */
export async function remindBidders(scope: Scope, packageUid: string) {
  const found = await packageInScope(scope, packageUid);
  if (found.pkg.status === "awarded" || found.pkg.status === "cancelled")
    throw new ConflictError(invitationMessages.remindClosed(found.pkg.status));
  const now = new Date();
  const reminded = await db().transaction(async (tx) => {
    const rows = await tx
      .update(bidInvitations)
      .set({ lastRemindedAt: now, updatedAt: now, version: sql`${bidInvitations.version} + 1` })
      .where(
        and(
          eq(bidInvitations.packageUid, packageUid),
          eq(bidInvitations.companyUid, scope.company.uid),
          isNull(bidInvitations.revokedAt),
          notInArray(bidInvitations.status, ["submitted", "declined"]),
        ),
      )
      .returning();
    if (rows.length > 0) {
      await writeAudit(tx, scope, {
        action: "bid.invitation.reminded",
        targetType: "bid_package",
        targetUid: packageUid,
        data: { invitation_uids: rows.map((r) => r.uid) },
      });
    }
    return rows;
  });
  for (const r of reminded) {
    await sendMail({
      companyUid: scope.company.uid,
      to: r.contactEmail,
      ...bidInvitationMail({ ...mailFor(scope, found, r.uid, r.contactName), reminder: true }),
    });
  }
  await notify(found, reminded);
  return { ...(await listInvitations(scope, packageUid)), reminded: reminded.length };
}
