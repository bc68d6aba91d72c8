import { clientIp } from "../bids/portal-rate-limit";
import { RateLimitedError } from "../errors";

/**
 * How often POST /api/v1/auth/sso/start answers one client address and one email: a person signing in stays
 * far below; a script probing which domains use SSO, or using Plinth to hammer an identity provider, does not.
 * Fixed one-minute windows counted in this process, like the bidder portal's (bids/portal-rate-limit.ts).
 */
export const ssoStartLimits = { perIp: 30, perEmail: 10, windowMs: 60_000 } as const;

type Window = { start: number; count: number };
const holder = globalThis as unknown as { __plinthSsoStartRate?: Map<string, Window> };

function hit(key: string, limit: number, now: number): number {
  holder.__plinthSsoStartRate ??= new Map();
  const all = holder.__plinthSsoStartRate;
  let window = all.get(key);
  if (!window || now - window.start >= ssoStartLimits.windowMs) {
    window = { start: now, count: 0 };
    all.set(key, window);
  }
  window.count += 1;
  if (all.size > 50_000) {
    for (const [k, w] of all) if (now - w.start >= ssoStartLimits.windowMs) all.delete(k);
  }
  return window.count > limit
    ? Math.max(1, Math.ceil((window.start + ssoStartLimits.windowMs - now) / 1000))
    : 0;
}

/** Counts one sign-in start for the address and the email; 429 with Retry-After past either limit. */
export function limitSsoStart(headers: Headers, email: string, now = Date.now()) {
  const wait = Math.max(
    hit(`ip:${clientIp(headers) ?? "unknown"}`, ssoStartLimits.perIp, now),
    hit(`email:${email.trim().toLowerCase()}`, ssoStartLimits.perEmail, now),
  );
  if (wait > 0) {
    throw new RateLimitedError(
      `Too many sign-in attempts. Wait ${wait} second${wait === 1 ? "" : "s"} and try again.`,
      wait,
    );
  }
}

/** Forgets every count (tests). */
export function resetSsoStartLimits() {
  holder.__plinthSsoStartRate?.clear();
}
