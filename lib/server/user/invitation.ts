import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { MaskedInvitationRow } from "@/db/schema";
import type { InviteUserInput } from "@/lib/contract/user";
import { env } from "@/lib/env";
import { writeAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { sendMail } from "../mail";
import { existingAccountMail, invitationMail } from "../mail/templates";
import type { Scope } from "../scope";
import { activationLifetimeDays, hashToken, inviteUser } from "./activation";
import { userDto } from "./dto";
import { expireInvitations } from "./manage";
import {
  accountCompanyOf,
  addMaskedToken,
  expireMaskedTokens,
  findMasked,
  maskedDto,
} from "./masked-invitation";

const { users, activationTokens } = schema;

export const invitationMessages = {
  activated: "This user has already activated their account",
  deactivated: "Reactivate this user before sending a new invitation",
} as const;

function inviterName(scope: Scope) {
  return `${scope.user.firstname} ${scope.user.lastname}`.trim() || scope.user.email;
}

/**
 * The invitation mail, sent after the invitation is committed (a rolled-back invitation must not have mailed
 * anyone).
 */
function mailInvitation(scope: Scope, to: string, url: string, reminder = false) {
  return sendMail({
    companyUid: scope.company.uid,
    to,
    ...invitationMail({
      companyName: scope.company.companyName,
      inviterName: inviterName(scope),
      url,
      expiresInDays: activationLifetimeDays,
      reminder,
    }),
  });
}

/**
 * The mail of a masked invitation (masked-invitation.ts). Its addressee learns they already have an account
 * and whom to ask; without SMTP it waits in the outbox of the company that holds their account. The inviter
 * must see what an ordinary invitation leaves behind, so without SMTP their own outbox gets the ordinary
 * invitation mail too (nobody receives it: an outbox is only read by the company's admins).
 */
async function mailExistingAccount(
  scope: Scope,
  to: string,
  accountCompanyUid: string,
  url: string,
  reminder = false,
) {
  const delivery = await sendMail({
    companyUid: accountCompanyUid,
    to,
    ...existingAccountMail({ companyName: scope.company.companyName, inviterName: inviterName(scope) }),
  });
  if (delivery === "outbox") return mailInvitation(scope, to, url, reminder);
  return delivery;
}

/** Invites a user and mails the activation link (SMTP, or the company's outbox without SMTP). */
export async function inviteUserAndNotify(scope: Scope, input: InviteUserInput) {
  const { existingAccountCompanyUid, ...invited } = await inviteUser(scope, input);
  const delivery = existingAccountCompanyUid
    ? await mailExistingAccount(scope, invited.user.email, existingAccountCompanyUid, invited.activation_url)
    : await mailInvitation(scope, invited.user.email, invited.activation_url);
  return { ...invited, delivery };
}

/** A new activation link for a user who has not activated yet; every earlier link stops working. */
export async function resendInvitation(scope: Scope, uid: string) {
  const token = randomUUID();
  const activationUrl = `${env().APP_URL}/users/activate/${token}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + activationLifetimeDays * 86_400_000);
  const resent = await db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.uid, uid), eq(users.companyUid, scope.company.uid)))
      .for("update");
    const masked = row ? null : await findMasked(tx, scope, uid, true);
    if (masked) return resendMasked(tx, scope, masked, hashToken(token), expiresAt, now);
    if (!row) throw new NotFoundError("User not found");
    if (row.activatedAt) throw new ConflictError(invitationMessages.activated);
    if (row.deactivatedAt) throw new ConflictError(invitationMessages.deactivated);
    await expireInvitations(tx, scope.company.uid, row.uid, now);
    await tx.insert(activationTokens).values({
      companyUid: scope.company.uid,
      userUid: row.uid,
      tokenHash: hashToken(token),
      createdByUid: scope.user.uid,
      expiresAt,
    });
    await writeAudit(tx, scope, { action: "user.invitation_resent", targetType: "user", targetUid: row.uid });
    return { user: userDto(row), accountCompanyUid: null };
  });
  const email = resent.user.email;
  const delivery = resent.accountCompanyUid
    ? await mailExistingAccount(scope, email, resent.accountCompanyUid, activationUrl, true)
    : await mailInvitation(scope, email, activationUrl, true);
  return { user: resent.user, activation_url: activationUrl, delivery };
}

/** As for a pending user: a new link, earlier ones expired; its addressee gets the same mail again. */
async function resendMasked(
  tx: DbOrTx,
  scope: Scope,
  row: MaskedInvitationRow,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
) {
  if (row.deactivatedAt) throw new ConflictError(invitationMessages.deactivated);
  await expireMaskedTokens(tx, row, now);
  await addMaskedToken(tx, row, tokenHash, expiresAt);
  await writeAudit(tx, scope, {
    action: "user.invitation_resent",
    targetType: "user",
    targetUid: row.uid,
    data: { masked: true },
  });
  // Users are never deleted, so the account is still there; were it not, the ordinary reminder goes out
  // (never the "existing account" mail to the inviter's own outbox, which would tell them).
  return { user: maskedDto(row), accountCompanyUid: await accountCompanyOf(tx, row.email) };
}
