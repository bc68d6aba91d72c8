import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { env } from "@/lib/env";
import { writeAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { sendMail } from "../mail";
import { invitationMail } from "../mail/templates";
import type { Scope } from "../scope";
import { activationLifetimeDays, hashToken, type InviteUserInput, inviteUser } from "./activation";
import { userDto } from "./dto";
import { expireInvitations } from "./manage";

const { users, activationTokens } = schema;

export const invitationMessages = {
  activated: "This user has already activated their account",
  deactivated: "Reactivate this user before sending a new invitation",
} as const;

function inviterName(scope: Scope) {
  return `${scope.user.firstname} ${scope.user.lastname}`.trim() || scope.user.email;
}

/** The invitation mail, sent after the invitation is committed (DESIGN: side effects run after commit). */
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

/** Invites a user and mails the activation link (SMTP, or the company's outbox without SMTP). */
export async function inviteUserAndNotify(scope: Scope, input: InviteUserInput) {
  const invited = await inviteUser(scope, input);
  const delivery = await mailInvitation(scope, invited.user.email, invited.activation_url);
  return { ...invited, delivery };
}

/** A new activation link for a user who has not activated yet; every earlier link stops working. */
export async function resendInvitation(scope: Scope, uid: string) {
  const token = randomUUID();
  const user = await db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.uid, uid), eq(users.companyUid, scope.company.uid)))
      .for("update");
    if (!row) throw new NotFoundError("User not found");
    if (row.activatedAt) throw new ConflictError(invitationMessages.activated);
    if (row.deactivatedAt) throw new ConflictError(invitationMessages.deactivated);
    const now = new Date();
    await expireInvitations(tx, scope.company.uid, row.uid, now);
    await tx.insert(activationTokens).values({
      companyUid: scope.company.uid,
      userUid: row.uid,
      tokenHash: hashToken(token),
      createdByUid: scope.user.uid,
      expiresAt: new Date(now.getTime() + activationLifetimeDays * 86_400_000),
    });
    await writeAudit(tx, scope, { action: "user.invitation_resent", targetType: "user", targetUid: row.uid });
    return row;
  });
  const activationUrl = `${env().APP_URL}/users/activate/${token}`;
  const delivery = await mailInvitation(scope, user.email, activationUrl, true);
  return { user: userDto(user), activation_url: activationUrl, delivery };
}
