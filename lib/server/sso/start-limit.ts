import { clientIp } from "../bids/portal-rate-limit";
import { RateLimitedError } from "../errors";
import { windowLimiter } from "../limits/windows";

/**
 * How often POST /api/v1/auth/sso/start answers one client address and one email: a person signing in stays
 * far below; a script probing which domains use SSO, or using Plinth to hammer an identity provider, does not.
 * Fixed one-minute windows like the bidder portal's (limits/windows.ts: in Redis when REDIS_URL is set, so
 * exact across servers; otherwise counted in this process).
 */
export const ssoStartLimits = { perIp: 30, perEmail: 10, windowMs: 60_000 } as const;

const windows = windowLimiter("sso-start", ssoStartLimits.windowMs);

/** Counts one sign-in start for the address and the email; 429 with Retry-After past either limit. */
export async function limitSsoStart(headers: Headers, email: string, now = Date.now()) {
  const [byIp, byEmail] = await Promise.all([
    windows.hit(`ip:${clientIp(headers) ?? "unknown"}`, ssoStartLimits.perIp, now),
    windows.hit(`email:${email.trim().toLowerCase()}`, ssoStartLimits.perEmail, now),
  ]);
  const wait = Math.max(byIp, byEmail);
  if (wait > 0) {
    throw new RateLimitedError(
      `Too many sign-in attempts. Wait ${wait} second${wait === 1 ? "" : "s"} and try again.`,
      wait,
    );
  }
}

/** Forgets this process's counts (tests). */
export function resetSsoStartLimits() {
  windows.reset();
}
