import { randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { ForgotPasswordInput, ResetPasswordInput } from "@/lib/contract/auth";
import { env } from "@/lib/env";
import { writeAudit } from "../audit";
import { GoneError, NotFoundError, RateLimitedError } from "../errors";
import { sendMail } from "../mail";
import { passwordResetMail, ssoResetMail } from "../mail/templates";
import { hashToken } from "../user/activation";
import { hashPassword } from "./password";
import { deleteUserSessions } from "./sessions";

const { passwordResetTokens, passwordResetRequests, users, companies } = schema;

export const resetLifetimeMinutes = 60;

/** Requests per email and per client address inside the window; beyond them the answer is 429. */
export const resetLimits = { perEmail: 3, perIp: 20, windowMs: 60 * 60_000 } as const;

export const resetMessages = {
  sent: `If an account exists for that email, we have sent it a link to reset the password. The link works once and expires in ${resetLifetimeMinutes} minutes.`,
  done: "Your password has been reset. Sign in with your new password.",
  invalid: "This reset link is not valid. Ask for a new one from the sign-in page.",
  used: "This reset link has already been used. Ask for a new one from the sign-in page.",
  expired: "This reset link has expired. Ask for a new one from the sign-in page.",
} as const;

function throttled(sinceMs: number, now: number) {
  const minutes = Math.max(1, Math.ceil((sinceMs + resetLimits.windowMs - now) / 60_000));
  return new RateLimitedError(
    `Too many password reset requests. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    minutes * 60,
  );
}

/** The oldest request inside the window when the key is at its limit, else null. */
async function atLimit(column: "email" | "ip", value: string, limit: number, now: number) {
  const since = new Date(now - resetLimits.windowMs);
  const key = column === "email" ? passwordResetRequests.email : passwordResetRequests.ip;
  const [row] = await db()
    .select({ n: count(), oldest: sql<string>`min(${passwordResetRequests.createdAt})` })
    .from(passwordResetRequests)
    .where(and(eq(key, value), gt(passwordResetRequests.createdAt, since)));
  return row && row.n >= limit ? new Date(row.oldest).getTime() : null;
}

/**
 * "Forgot password": mails an active password account a one-hour, single-use link (earlier links stop
 * working), an SSO account a note to use its identity provider, and anything else nothing. The answer is the
 * same in every case, so it cannot tell whether an account exists; only the throttle answers differently, and
 * it counts every request, known address or not.
 */
export async function requestPasswordReset(input: ForgotPasswordInput, ip: string | null) {
  const email = input.email.trim().toLowerCase();
  const now = Date.now();
  const limited =
    (await atLimit("email", email, resetLimits.perEmail, now)) ??
    (ip ? await atLimit("ip", ip, resetLimits.perIp, now) : null);
  if (limited !== null) throw throttled(limited, now);
  await db().insert(passwordResetRequests).values({ email, ip });

  const [row] = await db()
    .select({ user: users, companyName: companies.companyName })
    .from(users)
    .innerJoin(companies, eq(companies.uid, users.companyUid))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const user = row?.user;
  if (!user?.isActive || user.deactivatedAt || !user.activatedAt) return { message: resetMessages.sent };
  const to = { companyUid: user.companyUid, to: user.email };
  if (user.loginType === "sso") {
    await sendMail({ ...to, ...ssoResetMail({ companyName: row.companyName }) });
    return { message: resetMessages.sent };
  }
  const token = randomBytes(32).toString("base64url");
  await db().transaction(async (tx) => {
    // One live link at a time: asking again retires the earlier ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(passwordResetTokens.userUid, user.uid), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userUid: user.uid,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + resetLifetimeMinutes * 60_000),
    });
    await writeAudit(tx, null, {
      action: "user.password_reset_requested",
      targetType: "user",
      targetUid: user.uid,
      companyUid: user.companyUid,
      actorUserUid: user.uid,
    });
  });
  const url = `${env().APP_URL}/reset-password/${token}`;
  await sendMail({ ...to, ...passwordResetMail({ url, expiresInMinutes: resetLifetimeMinutes }) });
  return { message: resetMessages.sent };
}

async function findResetToken(rawToken: string) {
  const token = rawToken.trim();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(resetMessages.invalid);
  const [row] = await db()
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.uid, passwordResetTokens.userUid))
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new NotFoundError(resetMessages.invalid);
  if (row.token.usedAt) throw new GoneError(resetMessages.used);
  if (row.token.expiresAt.getTime() < Date.now()) throw new GoneError(resetMessages.expired);
  if (row.user.loginType === "sso" || !row.user.isActive) throw new NotFoundError(resetMessages.invalid);
  return row;
}

/** What the reset page shows before the new password is typed: the account's email, or why the link fails. */
export async function checkResetToken(token: string) {
  const { user, token: t } = await findResetToken(token);
  return { email: user.email, expires_at: t.expiresAt.toISOString() };
}

/** Sets the new password, uses up the link, and ends every session of the account (a thief's included). */
export async function resetPassword(input: ResetPasswordInput) {
  const { token: t, user } = await findResetToken(input.token);
  const passwordHash = await hashPassword(input.password);
  await db().transaction(async (tx) => {
    // Claimed in the statement that checks it, so two submits of one link cannot both succeed.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.uid, t.uid), isNull(passwordResetTokens.usedAt)))
      .returning({ uid: passwordResetTokens.uid });
    if (claimed.length === 0) throw new GoneError(resetMessages.used);
    await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.uid, user.uid));
    await deleteUserSessions(tx, user.uid);
    await writeAudit(tx, null, {
      action: "user.password_reset",
      targetType: "user",
      targetUid: user.uid,
      companyUid: user.companyUid,
      actorUserUid: user.uid,
    });
  });
  return { message: resetMessages.done };
}
