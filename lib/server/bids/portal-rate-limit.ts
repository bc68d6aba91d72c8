import { RateLimitedError } from "../errors";

/**
 * How often the bidder portal answers one link and one client address: a subcontractor saving a draft every
 * few seconds stays far below, a script guessing links or hammering one does not. Fixed one-minute windows,
 * counted in this process (the portal needs no table for it; behind several processes each counts its own).
 */
export const portalLimits = { perToken: 60, perIp: 300, windowMs: 60_000 } as const;

export const portalRateMessage = (seconds: number) =>
  `Too many requests from this bid link. Wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;

type Window = { start: number; count: number };
const holder = globalThis as unknown as { __plinthPortalRate?: Map<string, Window> };
const windows = () => {
  holder.__plinthPortalRate ??= new Map();
  return holder.__plinthPortalRate;
};

function hit(key: string, limit: number, now: number): number {
  const all = windows();
  let window = all.get(key);
  if (!window || now - window.start >= portalLimits.windowMs) {
    window = { start: now, count: 0 };
    all.set(key, window);
  }
  window.count += 1;
  if (all.size > 50_000) {
    for (const [k, w] of all) if (now - w.start >= portalLimits.windowMs) all.delete(k);
  }
  return window.count > limit
    ? Math.max(1, Math.ceil((window.start + portalLimits.windowMs - now) / 1000))
    : 0;
}

/** Counts one portal request for the link and the client address; throws 429 past either limit. */
export function limitPortal(tokenHash: string, ip: string | null, now = Date.now()) {
  const wait = Math.max(
    hit(`ip:${ip ?? "unknown"}`, portalLimits.perIp, now),
    hit(`token:${tokenHash}`, portalLimits.perToken, now),
  );
  if (wait > 0) throw new RateLimitedError(portalRateMessage(wait), wait);
}

/** The client's address as the proxy in front reports it (first hop), or null. */
export function clientIp(headers: Headers): string | null {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}
