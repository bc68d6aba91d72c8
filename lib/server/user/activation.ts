import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { MaskedInvitationRow, UserRow } from "@/db/schema";
import type { ActivateInput, ActivationDto, InviteUserInput } from "@/lib/contract/user";
import { normalizeUid } from "@/lib/domain/uid";
import { env } from "@/lib/env";
import { writeAudit } from "../audit";
import { hashPassword } from "../auth/password";
import { ConflictError, GoneError, NotFoundError } from "../errors";
import type { Scope } from "../scope";
import { userDto } from "./dto";
import {
  accountCompanyOf,
  addMaskedToken,
  createMasked,
  findMaskedToken,
  maskedDto,
  maskedEmailTaken,
} from "./masked-invitation";

const { activationTokens, users, companies } = schema;

export const activationLifetimeDays = 7;

export const activationMessages = {
  invalid: "This activation link is not valid. Check the link in your invitation email.",
  used: "This account is already activated. Sign in with your email and password.",
  expired: "This activation link has expired. Ask your company administrator to send a new invitation.",
} as const;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const duplicateEmailMessage = "A user with this email already exists";

/**
 * Creates an inactive user in the scope's company and a one-time activation token (returned once). An email
 * that already has an account in another company gets a masked invitation instead (masked-invitation.ts),
 * answered the same way, so inviting cannot tell an admin which emails have an account elsewhere; the caller
 * mails its addressee (`existingAccountCompanyUid`, never part of the answer).
 */
export async function inviteUser(scope: Scope, input: InviteUserInput) {
  const email = input.email.toLowerCase();
  const token = randomUUID();
  const activationUrl = `${env().APP_URL}/users/activate/${token}`;
  const expiresAt = new Date(Date.now() + activationLifetimeDays * 86_400_000);
  const fields = {
    email,
    firstname: input.firstname,
    lastname: input.lastname,
    roles: input.roles,
    loginType: scope.company.loginType === "sso" ? "sso" : "password",
  };
  return db().transaction(async (tx) => {
    const accountCompanyUid = await accountCompanyOf(tx, email);
    // Inside its own company a taken email is no secret: that duplicate is still refused.
    const takenHere = await maskedEmailTaken(tx, scope.company.uid, email);
    if (takenHere || accountCompanyUid === scope.company.uid) throw new ConflictError(duplicateEmailMessage);
    if (accountCompanyUid) {
      const invitation = await createMasked(tx, scope, fields);
      if (!invitation) throw new ConflictError(duplicateEmailMessage);
      await addMaskedToken(tx, invitation, hashToken(token), expiresAt);
      await writeAudit(tx, scope, {
        action: "user.invited",
        targetType: "user",
        targetUid: invitation.uid,
        data: { masked: true },
      });
      const user = maskedDto(invitation);
      return { user, activation_url: activationUrl, existingAccountCompanyUid: accountCompanyUid };
    }
    const [user] = await tx
      .insert(users)
      .values({ ...fields, companyUid: scope.company.uid, username: email, isActive: false })
      .returning();
    await tx.insert(activationTokens).values({
      companyUid: scope.company.uid,
      userUid: user!.uid,
      tokenHash: hashToken(token),
      createdByUid: scope.user.uid,
      expiresAt,
    });
    await writeAudit(tx, scope, { action: "user.invited", targetType: "user", targetUid: user!.uid });
    return { user: userDto(user!), activation_url: activationUrl, existingAccountCompanyUid: null };
  });
}

type FoundToken =
  | { masked: false; token: { uid: string; companyUid: string; expiresAt: Date }; user: UserRow }
  | { masked: true; token: { expiresAt: Date }; user: MaskedInvitationRow };

/** A link's invitation; a masked invitation's link is found, expires and is replaced like any other. */
async function findToken(rawToken: string): Promise<FoundToken & { companyName: string }> {
  const token = normalizeUid(rawToken);
  if (!token) throw new NotFoundError(activationMessages.invalid);
  const [row] = await db()
    .select({ token: activationTokens, user: users, companyName: companies.companyName })
    .from(activationTokens)
    .innerJoin(users, eq(users.uid, activationTokens.userUid))
    .innerJoin(companies, eq(companies.uid, activationTokens.companyUid))
    .where(eq(activationTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) {
    const found = await findMaskedToken(hashToken(token));
    if (!found) throw new NotFoundError(activationMessages.invalid);
    if (found.token.expiresAt.getTime() < Date.now()) throw new GoneError(activationMessages.expired);
    return { masked: true, token: found.token, user: found.invitation, companyName: found.companyName };
  }
  if (row.token.usedAt || row.user.activatedAt) throw new GoneError(activationMessages.used);
  if (row.token.expiresAt.getTime() < Date.now()) throw new GoneError(activationMessages.expired);
  return { masked: false, ...row };
}

/** What the activation page shows before the user sets a password. */
export async function getActivation(token: string): Promise<ActivationDto> {
  const { user, companyName, token: t } = await findToken(token);
  return {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    company_name: companyName,
    expires_at: t.expiresAt.toISOString(),
  };
}

export async function activateUser(token: string, input: ActivateInput) {
  const found = await findToken(token);
  const passwordHash = await hashPassword(input.password);
  // The email already has its account elsewhere: this invitation can never become one (no second users row).
  if (found.masked) throw new NotFoundError(activationMessages.invalid);
  const { token: t, user } = found;
  return db().transaction(async (tx) => {
    // Claim the token in the same statement that checks it, so two submits cannot both activate.
    const claimed = await tx
      .update(activationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(activationTokens.uid, t.uid), isNull(activationTokens.usedAt)))
      .returning({ uid: activationTokens.uid });
    if (claimed.length === 0) throw new GoneError(activationMessages.used);
    const [row] = await tx
      .update(users)
      .set({
        firstname: input.firstname,
        lastname: input.lastname,
        passwordHash: user.loginType === "sso" ? null : passwordHash,
        isActive: true,
        activatedAt: new Date(),
        version: sql`${users.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.uid, user.uid))
      .returning();
    await writeAudit(tx, null, {
      action: "user.activated",
      targetType: "user",
      targetUid: user.uid,
      companyUid: t.companyUid,
      actorUserUid: user.uid,
    });
    return userDto(row!);
  });
}
