import { and, desc, eq, gt, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { UserRow } from "@/db/schema";
import { verifyPassword } from "./password";

const { loginAttempts, users, companies } = schema;

export const loginLimits = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

export { invalidCredentialsMessage, ssoRequiredMessage } from "@/lib/domain/login-errors";

export type LoginFailure =
  | { kind: "invalid" }
  | { kind: "sso" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export type LoginResult = { ok: true; user: UserRow } | { ok: false; failure: LoginFailure };

/**
 * Seconds until this account may try again, or 0. Failures count inside a sliding 15-minute window and
 * only after the last success, so an account is slowed down, never locked for good.
 */
export async function retryAfterSeconds(email: string, now = Date.now()): Promise<number> {
  const since = new Date(now - loginLimits.windowMs);
  const recent = await db()
    .select({ succeeded: loginAttempts.succeeded, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(loginLimits.maxFailures);
  const failures = [];
  for (const attempt of recent) {
    if (attempt.succeeded) break;
    failures.push(attempt);
  }
  if (failures.length < loginLimits.maxFailures) return 0;
  const oldest = failures[failures.length - 1]!.createdAt.getTime();
  return Math.max(1, Math.ceil((oldest + loginLimits.windowMs - now) / 1000));
}

export async function checkCredentials(input: {
  email: string;
  password: string;
  ip?: string | null;
}): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const wait = await retryAfterSeconds(email);
  if (wait > 0) return { ok: false, failure: { kind: "rate_limited", retryAfterSeconds: wait } };

  const [row] = await db()
    .select({ user: users, companyLoginType: companies.loginType })
    .from(users)
    .innerJoin(companies, eq(companies.uid, users.companyUid))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);

  // The seam for per-company OIDC: SSO accounts never use a password here.
  if (row && row.user.loginType === "sso") return { ok: false, failure: { kind: "sso" } };

  const valid = await verifyPassword(row?.user.passwordHash ?? null, input.password);
  const ok = valid && row?.user.isActive;
  await db()
    .insert(loginAttempts)
    .values({ email, succeeded: ok, ip: input.ip ?? null });
  if (!ok) return { ok: false, failure: { kind: "invalid" } };
  return { ok: true, user: row.user };
}
