import { RateLimitedError } from "../errors";
import { windowLimiter } from "../limits/windows";

/**
 * How often the bidder portal answers one link and one client address: a subcontractor saving a draft every
 * few seconds stays far below, a script guessing links or hammering one does not. Fixed one-minute windows
 * (limits/windows.ts): exact across app servers in Redis when REDIS_URL is set, otherwise counted in each
 * process (the portal needs no table for it; behind several processes each counts its own).
 */
export const portalLimits = { perToken: 60, perIp: 300, windowMs: 60_000 } as const;

export const portalRateMessage = (seconds: number) =>
  `Too many requests from this bid link. Wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;

const windows = windowLimiter("portal", portalLimits.windowMs);

/** Counts one portal request for the link and the client address; throws 429 past either limit. */
export async function limitPortal(tokenHash: string, ip: string | null, now = Date.now()) {
  const [byIp, byToken] = await Promise.all([
    windows.hit(`ip:${ip ?? "unknown"}`, portalLimits.perIp, now),
    windows.hit(`token:${tokenHash}`, portalLimits.perToken, now),
  ]);
  const wait = Math.max(byIp, byToken);
  if (wait > 0) throw new RateLimitedError(portalRateMessage(wait), wait);
}

/** The client's address as the proxy in front reports it (first hop), or null. */
export function clientIp(headers: Headers): string | null {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}
